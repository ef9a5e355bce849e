/**
 * What each rule of `npm run check` says, in English: the same keys as `hu.ts` (the type makes a missing one a
 * compile error). The Hungarian text rules never run on an English region's pages, but they keep an English text
 * too, so every rule has one in each language.
 */
import type {SourceProblem} from '../../../regions/operatorFacts';
import {NBSP} from '../../../src/lib/format/number';
import type {hu} from './hu';

const q = (text: string) => `“${text}”`;

const SOURCE_PROBLEMS_EN: Record<SourceProblem, string> = {
  noSource: 'it has no source',
  noTitle: "the source's title is empty",
  noReference: "the source's address or internal reference is empty",
  badDate: 'the check date is not a real YYYY-MM-DD day',
};

export const en: typeof hu = {
  'front-matter': {
    title:
      'Front matter: valid YAML, a title (2–70 characters) and a description (110–160 characters); on an ambassador page, the fields the build needs.',
    badYaml: (reason) => `The front matter is not valid YAML (${reason})`,
    badYamlFix: 'If a value contains a colon, put it in quotes: description: "…"',
    ambassadorFixes: {
      profile:
        'For an invented character: profile: illustration. For a real person only after a contract and checked facts: profile: contracted',
      slug: 'Write it as: slug: /ggteam/<file name without extension>/',
      formats: 'Write it as: formats: ["Texas Hold\'em", "Rush & Cash"]',
    },
    fillField: (field) => `Fill in the ${q(field)} field (docs/writing.md, chapter 5)`,
  },
  mdx: {
    title: 'The page compiles as MDX (closed tags, paired curly braces, correct card notation).',
    notCompiled: (why) => `The MDX does not compile: ${why}`,
  },
  links: {
    title:
      'Internal links to an existing page and anchor, as an absolute path with a trailing slash; to an existing file.',
    relative: (url) => `Relative link: ${url}`,
    relativeFix: (absolute) => `Write it as an absolute path with a trailing slash: ${absolute}`,
    missingFile: (file) => `The linked file does not exist: ${file}`,
    missingFileFix: 'Correct the file path, relative to the static/ folder',
    missingPage: (page) => `Link to a page that does not exist: ${page}`,
    missingPageFix: (hint) => `Point it at one of the existing pages (${hint})`,
    routeHint: (routes) => `e.g. ${routes}`,
    noRouteHint: 'docs/writing.md lists them',
    noSlash: (page) => `The trailing slash is missing: ${page}`,
    noSlashFix: (route) => `Write it as: ${route}`,
    missingAnchor: (url, route) => `Anchor does not exist: ${url} (the ${route} page has no such heading)`,
    missingAnchorFix:
      'The anchor is made from the heading: lower case, accents kept, no punctuation, a hyphen for each space',
  },
  props: {
    title: 'A known component (imported, or one usable without an import), with the props its schema accepts.',
    unknown: (name) => `Unknown component: <${name}>`,
    unknownFix: (name) =>
      `Import it after the front matter (import ${name} from '@site/src/components/…';), or correct its name`,
  },
  images: {
    title: 'Images: a describing alt text, an existing file, at most 300 KB.',
    noAlt: 'The image has no alternative text (alt)',
    noAltFix: 'Say in one sentence what the image shows: ![What the image shows](/img/…)',
    missing: (src) => `The image file does not exist: ${src}`,
    missingFix: 'Put the image in the static/img/ folder and link it with an /img/… path',
  },
  spelling: {
    title: (dictionary, allowlist) => `Spelling (Hunspell, the ${dictionary} dictionary and ${allowlist}).`,
    unknownWord: (word) => `Unknown word: ${q(word)}`,
    suggest: (words) => `Correct it, e.g.: ${words}; `,
    noSuggestion: 'Correct it; ',
    allowlist: (file) => `if it is a correct brand name, term or abbreviation, add it to ${file}`,
  },
  'operator-facts': {
    title: 'A <Fact> stands inside a <WhenKnown>, a heading does not; missing operator facts are listed as warnings.',
    headingInWhenKnown:
      'A heading inside <WhenKnown>: while the fact is unknown, the table of contents would link to a missing heading',
    headingInWhenKnownFix: 'Put the heading before the <WhenKnown>, or open the text in bold instead (**By email:** …)',
    factOutside: (name) =>
      `<Fact name="${name}" /> is not inside <WhenKnown fact="${name}">: while the fact is unknown, a broken sentence would stay on the page`,
    factOutsideFix: (name) => `Put the sentence inside <WhenKnown fact="${name}">…</WhenKnown>`,
    missingFact: (label) =>
      `Missing operator fact: ${label}; until it is supplied the pages leave it out and production cannot be deployed`,
    askForFact: (supplier) =>
      `Ask ${supplier} for it in writing, then write it here with its source: known('…', {title: 'title of the document', reference: 'address or internal reference', checked: 'YYYY-MM-DD'})`,
    staleFact: (label, checked, days) =>
      `Operator fact out of date: ${label}; it was last compared with its source on ${checked}, more than ${days} days ago, so production cannot be deployed`,
    recheckFact: (supplier) => `Ask ${supplier} to compare it with its source again, then write the new day in checked`,
    unsourcedFact: (label, problem) =>
      `Operator fact without a source: ${label} (${SOURCE_PROBLEMS_EN[problem]}); production cannot be deployed`,
    sourceFix: "Write its source: known('…', {title: '…', reference: '…', checked: 'YYYY-MM-DD'})",
  },
  szorzojel: {
    title: 'A multiplier takes the × sign: 200,000×, not 200,000x.',
    letterX: (found) => `The letter x instead of the multiplication sign: ${q(found)}.`,
    letterXFix: (digits) => q(`${digits}×`),
  },
  nagykotojel: {
    title: 'A range takes an en dash (–): 2–3 business days, not 2-3 business days.',
    hyphen: (found) => `A hyphen in a range: ${q(found)}.`,
    hyphenFix: (from, to) => `${q(`${from}–${to}`)} (an en dash, no spaces)`,
  },
  ismetles: {
    title: 'The same word twice in a row (“the the”, “and and”).',
    repeated: (first, second) => `Repeated word: ${q(`${first} ${second}`)}.`,
    repeatedFix: (word) => `${q(word)} (once)`,
  },
  betukeszlet: {
    title: "Only characters the site's font has (the visitor's machine would draw any other in a face of its own).",
    missing: (char, code) => `${q(char)} (${code}) is not in the site's font.`,
    missingFix: "the usual character (e.g. ' for ’, l for ł), or ask for it to be added: plugins/site-font/alphabet.ts",
  },
  'penz-formatum': {
    title: 'Hungarian money: the number first, then the $ sign, a decimal comma, no “K” (0,50 $, 600 $-ig, 5000 $).',
    signFirst: (found) => `The dollar sign stands before the number: ${q(found)}.`,
    signFirstFix: (amount) => `${q(amount)} (in Hungarian the $ sign follows the amount)`,
    thousandK: (found) => `The English “K” abbreviation in an amount: ${q(found)}.`,
    thousandKFix: (amount) => q(amount),
    decimalPoint: (found) => `A decimal point in an amount: ${q(found)}.`,
    decimalPointFix: (amount) => `${q(amount)} (decimal comma)`,
  },
  tizedesvesszo: {
    title: 'Hungarian decimal comma: 0,25, not 0.25 (version numbers such as macOS 10.13 excepted).',
    point: (found) => `A decimal point in a number: ${q(found)}.`,
    pointFix: (whole, fraction) => q(`${whole},${fraction}`),
  },
  'ezres-tagolas': {
    title: 'Thousands groups and units with a no-break space: 20 000 P, 10 000 $, 3 GB.',
    groupSpace: (found) => `An ordinary space in a thousands group: ${q(found)} (the line may break here).`,
    groupSpaceFix: (number) => `${q(number)} with a no-break space (U+00A0), or the <Fig> component`,
    unitSpace: (unit) => `An ordinary space between the number and the unit ${q(unit)}.`,
    unitSpaceFix: (digit, unit) => `a no-break space (U+00A0) before ${q(unit)}: …${digit}${NBSP}${unit}`,
  },
  'szazalek-melleknev': {
    title: 'A Hungarian percentage before a noun takes -os: 100%-os bónusz, not 100% bónusz.',
    bare: (percent, noun) => `A percentage used as an adjective without its ending: ${q(`${percent} ${noun}`)}.`,
    bareFix: (percent, noun) => q(`${percent}-os ${noun}`),
  },
  arany: {
    title: 'Ratios and odds with no-break spaces (U+00A0) around the colon: 5 : 1, not 5:1.',
    ordinarySpace: (found) => `An ordinary space in a ratio: ${q(found)} (the line may break here).`,
    noSpace: (found) => `A ratio without spaces around the colon: ${q(found)}.`,
    fix: (ratio) => q(ratio),
  },
  idezojel: {
    title: 'Hungarian quotation marks: „…” (»…« inside), not "…" or “…”.',
    english: (found) => `An English quotation mark: ${q(found)}.`,
    englishFix: 'an opening „ (low) and a closing ” (high) quotation mark',
  },
  szojegyzek: {
    title: 'The terms and page names of the glossary (src/data/glossary.ts): preflop, kisvak, Házirend…',
    notTerm: (found) => `Not the site's term: ${q(found)}.`,
    notPageName: (found) => `Not the site's page name: ${q(found)}.`,
    fix: (preferred) => q(preferred),
  },
  'kotojeles-osszetetel': {
    title: "A name + common noun compound takes a hyphen: GGPoker-kliens, Texas Hold'em-asztal, Omaha-útmutató.",
    missing: (found) => `Missing hyphen between the name and the noun: ${q(found)}.`,
    missingFix: (compound, inLink) => `${q(compound)}${inLink ? ' (move the noun into the link text too)' : ''}`,
  },
  oldalnev: {
    title: "One page, one name: the title and the menu and footer labels are the glossary's page name.",
    titleDiffers: (title, name) => `The page's title is ${q(title)}, the glossary says ${q(name)}.`,
    titleDiffersFix: (name) => `title: ${q(name)} (or change src/data/glossary.ts)`,
    badJson: 'code.json is not valid JSON.',
    badJsonFix: 'correct the JSON syntax',
    labelMissing: (key) => `The ${key} label is missing.`,
    labelDiffers: (key, label, name) => `The ${key} label is ${q(label)}, the page's name is ${q(name)}.`,
    labelFix: (name) => q(name),
  },
  'fejlesztoi-szoveg': {
    title: "Developers' words on a visitor's page (test, component, build, TypeScript…).",
    found: (word) => `A developer's word in visitor text: ${q(word)}.`,
    fix: 'wording for the player (what is true and why it matters to them), without how the site is made',
  },
  'marketing-szam': {
    title: 'A marketing figure typed by hand: show the figure of src/data/figures.ts with <Fig id="…" /> or fig.….',
    typed: (found) => `A marketing figure typed by hand: ${q(found)}.`,
    typedFix: (id) => `<Fig id="${id}" /> (in running text) or \${fig.${id}} (in a component's prop)`,
  },
  'ajanlat-forras': {
    title:
      "An offer states only sourced data: amounts from figures.ts, dates from the entry's sourced fields, conditions from the operator facts.",
    promise: (found) => `A promise no source gives: ${q(found)}.`,
    noDepositFix:
      'Use the source\'s words: “a <Fig id="welcomeFree" /> welcome reward”; how it is credited is an operator fact (welcomeFreeCredit)',
    monthlyFix: 'Advertise only the offers in the collection: “The current offers are listed on the Promotions page.”',
    amount: (found) =>
      `An amount typed into an offer: ${q(found)}; an offer may only show the numbers of src/data/figures.ts.`,
    amountFix:
      'Add the number with its source to src/data/figures.ts and show it with <Fig id="…" />, ${fig.…} or {fig:…}; without a source, leave it out',
    date: (found) =>
      `A date typed into an offer: ${q(found)}; only the entry's sourced starts/ends fields may give a date.`,
    dateFix: "Delete it; if a period was announced, write it in the entry's starts, ends and source fields",
  },
  'sajat-feltetel': {
    title:
      'An offer\'s condition comes only from an operator fact: a page never words one itself (a percentage of a deposit, "once per player", taking a bonus back, a weekly cashback rule, "full cashback").',
    condition: (found, fact) =>
      `An offer condition in the page's own words: ${q(found)}; the operator fact ${fact} gives it.`,
    conditionFix: (fact) =>
      `Delete the sentence; <OfferConditions offer="…" /> shows the condition from ${fact}, and while it is unknown says that the client shows the exact conditions before the player opts in`,
    percentHighlight: (figure, fact) =>
      `A bare percentage as a card's highlight (fig:${figure}): it does not say what it is a percentage of; the operator fact ${fact} does.`,
    percentHighlightFix: (fact) =>
      `Delete the amount line; the summary says the percentage, and ${fact} gives its base`,
    needsFact: (figure, fact) =>
      `The page shows the ${figure} figure, but the operator fact that goes with it (${fact}) is still unknown; advertising rules make no exception for a page that only describes the game.`,
    needsFactFix: (fact) =>
      `Leave it out; state the figure only with it, inside <WhenKnown fact="${fact}"> (<Fact name="${fact}" />)`,
  },
  collections: {
    expired: (ends) => `Expired: the end date (${ends}) has passed, the build no longer shows this entry`,
    expiredFix: 'Delete the file, or if the offer goes on, change the ends date',
    renameFix: 'Rename the file',
    badYaml: (reason) => `Not valid YAML: ${reason}`,
    badYamlFix: 'Every line reads “field: value”; if a text contains a colon or {, put it in quotes: summary: "…"',
  },
  'statikus-fajl': {
    document: (extension) =>
      `The ${extension} file would open as a page at the site's address, and any script in it would run as the site`,
    documentFix: "Delete the file; write a new page as an MDX file in the pages' folder (npm run new)",
    activeSvg:
      'The SVG holds a script (<script>, an on… event handler, a javascript: link or an embedded document) that would run as the site',
    activeSvgFix: 'Remove these from the drawing, or save the image as a PNG',
  },
  feltoltes: {
    orDelete: (fix) => `${fix}, or delete the file`,
  },
};
