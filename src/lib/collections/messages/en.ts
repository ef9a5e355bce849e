/** What the validation of a collection entry says, in English. A `name` is “the title (title)”. */
import {capital} from './capital';
import type {hu} from './hu';

export const en: typeof hu = {
  fieldLabels: {
    title: 'the title',
    summary: 'the summary',
    amount: 'the amount',
    format: 'the format',
    buyIn: 'the buy-in',
    buyInMax: 'the highest buy-in',
    prize: 'the prize',
    ticket: 'the most valuable ticket',
    starts: 'the start date',
    ends: 'the end date',
    source: 'the source of the dates',
    order: 'the order',
    terms: 'the link to the terms',
    to: 'the link to more information',
    schedule: 'the schedule',
  },
  quoted: (text) => `“${text}”`,
  missing: (name) => `${capital(name)} is missing.`,
  notString: (name, shown) => `${capital(name)} must be text, not ${shown}.`,
  notText: (name, shown, field) =>
    `${capital(name)} must be text, not ${shown}; put the text in quotes: ${field}: "…".`,
  notADate: (name, shown, example) => `${capital(name)} ${shown} is not a real YYYY-MM-DD date (e.g. ${example}).`,
  empty: (name) => `${capital(name)} is empty.`,
  lineBreak: (name) => `${capital(name)} must be one paragraph, without a line break.`,
  tooLong: (name, length, max) => `${capital(name)} is too long: ${length} characters, at most ${max} allowed.`,
  tooManySentences: (name, sentences) =>
    `${capital(name)} may have at most ${sentences === 2 ? 'two' : String(sentences)} sentences.`,
  typedFigure: (name, figure, id) =>
    `${capital(name)} holds a marketing figure typed by hand (“${figure}”); write it as {fig:${id}}.`,
  unknownFigures: (name, placeholders) => `${capital(name)}: src/data/figures.ts has no such figure: ${placeholders}.`,
  endNotString: (name, shown) =>
    `${capital(name)} ${shown} is not a date; write it as YYYY-MM-DD, or leave it empty if it runs until withdrawn.`,
  endNotADate: (name, shown) =>
    `${capital(name)} ${shown} is not a real YYYY-MM-DD date (e.g. 2026-12-31); leave it empty if it runs until withdrawn.`,
  sourceTooShort: (name) => `${capital(name)} is too short: write who gave the dates, and where.`,
  notAPosition: (name) => `${capital(name)} must be a whole number from 1 (1 is the first card).`,
  fieldProblem: (name, problem) => `${capital(name)}: ${problem}`,
  cashFormat: (name, shown, formats) =>
    `${capital(name)} ${shown} is a cash game format, not a tournament; it may be: ${formats}.`,
  unknownFormat: (name, shown, formats) =>
    `${capital(name)} ${shown} is not a known tournament format; it may be: ${formats}.`,
  entry: {
    names: {promotions: 'The promotion', tournaments: 'The tournament'},
    fields: (entry, fields) => `${entry}'s fields: ${fields}.`,
    notAMapping: 'The file is not made of “field: value” lines (a YAML mapping is needed).',
    unknownField: (key, message) => `Unknown field: “${key}”. ${message}`,
    endsBeforeStarts: (ends, starts) => `The end date (ends: ${ends}) comes before the start date (starts: ${starts}).`,
    ongoingWithDates:
      'An ongoing (undated) entry has no end date (ends) and no source (source); if a period was announced, give the start date (starts) too.',
    startsWithoutSource:
      'The start date (starts) needs a source (source): who gave it, and where. An invented date may not reach the page; for an ongoing offer, delete the starts and ends fields.',
    endsMissing:
      'The end date (ends) is missing: YYYY-MM-DD; if the source says it runs until withdrawn, leave it empty.',
    buyInRange: 'The highest buy-in (buyInMax) may only stand beside the buy-in (buyIn), and must be larger.',
    upToFlag: 'upTo may be true or false',
  },
  amount: {
    unitNames: {
      dollars: 'a dollar amount',
      playMoney: 'play money',
      times: 'a multiplier',
      percent: 'a percentage',
      count: 'a count',
    },
    wrongUnit: (text, found, wanted, example) => `“${text}” is ${found}; here ${wanted} is needed, e.g. ${example}.`,
    noSuchFigure: (text, id) => `“${text}”: src/data/figures.ts has no such figure (${id}).`,
    or: ' or ',
    isAFigure: (figure, references) => `“${figure}” is a figure of src/data/figures.ts: refer to it as ${references}.`,
  },
  link: {
    external: (link) => `“${link}” is an outside address; a path of this site is needed, e.g. /bonus-terms/.`,
    relative: (link, fixed) => `“${link}” is a relative path; write it as ${fixed}.`,
    noSlash: (link, fixed) => `“${link}”: the trailing slash is missing; write it as ${fixed}.`,
    notARoute: (link) => `“${link}” is not a path: lower-case letters, digits and hyphens, ending in a slash.`,
    badAnchor: (link) => `“${link}”: the anchor (#…) is empty or wrong.`,
    noPage: (link, path) => `“${link}”: there is no such page (${path}).`,
    noAnchor: (link, path, anchor) => `“${link}”: the ${path} page has no “#${anchor}” anchor (heading).`,
  },
  hints: {
    title: 'A short title, at most 70 characters: title: Welcome bonus',
    summary: 'One or two sentences in quotes; a figure only as {fig:id}: "Up to {fig:welcomeMatchCap}."',
    amount:
      'A reference to a figure of src/data/figures.ts (amount: fig:welcomeMatchCap), or the amount as the figures module writes it, with no-break spaces: 600 $, 20 000 P, 100%',
    upTo: 'upTo: true if the amount is a ceiling (“up to”), so the card does not show it as a fixed gift; otherwise leave it out',
    buyIn:
      'A dollar amount: buyIn: fig:wsopExpressFrom, or e.g. "0,50\\u00a0$"; if no amount was announced, leave the field out',
    buyInMax: 'The highest buy-in, when the format has a range: buyInMax: fig:spinGoldMaxBuyIn',
    prize:
      'A reference to a figure of src/data/figures.ts: prize: fig:spinGoldMaxMultiplier; never an invented prize pool',
    ticket:
      'The value of the most valuable ticket to win, when the tournament gives tickets: ticket: fig:wsopTicketLarge',
    starts:
      'Only for an announced period, with its source: starts: 2026-12-01, ends: 2026-12-14, source: "the promotions team\'s email, 2026-11-20"; for an ongoing offer, leave all three out',
    ends: 'As YYYY-MM-DD (ends: 2026-12-31), or ends: null if the source says it runs until withdrawn',
    source: 'Who gave the dates, and where: source: "the promotions team\'s email, 2026-11-20"',
    order: "The card's place in the list (1 is the first): order: 1; may be left out",
    terms:
      'A path of the site with a trailing slash and an anchor: /bonus-terms/#welcome-bonus; for a tournament only if we have a page with its rules',
    to: 'A path of the site with a trailing slash, e.g. to: /streamer-mode/; if there is no such page, leave the field out',
    format: 'Spin & Gold, Mystery Battle Royale, Flip & Go or WSOP Express',
    schedule: 'One short sentence about the schedule, or leave the field out',
  },
  hintMapping: 'Write “field: value” lines, as the example in docs/writing.md shows',
  hintDocs: 'See the “Promotions and tournaments” chapter of docs/writing.md',
  hintUnknown: (entry, fields) => `Delete it, or correct its name; ${entry.toLowerCase()}'s fields: ${fields}`,
};
