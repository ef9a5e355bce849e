/** `hu.ts` in English (`ruleTexts.test.ts` compares the slots), without the Hungarian text rules. */
import type {hu, Words} from './hu';

type Hungarian = typeof hu;

export const en: Partial<Words<Hungarian>> = {
  'front-matter': {
    badYaml: 'The front matter is not valid YAML ({reason})',
    badYamlFix: 'If a value contains a colon, put it in quotes: description: "…"',
    ambassadorFixes: {
      profile:
        'For an invented character: profile: illustration. For a real person only after a contract and checked facts: profile: contracted',
      slug: 'Write it as: slug: /ggteam/<file name without extension>/',
      formats: 'Write it as: formats: ["Texas Hold\'em", "Rush & Cash"]',
    },
    fillField: 'Fill in the “{field}” field (docs/writing.md, chapter 5)',
  },
  mdx: {
    notCompiled: 'The MDX does not compile: {why}',
  },
  links: {
    relative: 'Relative link: {url}',
    relativeFix: 'Write it as an absolute path with a trailing slash: {absolute}',
    missingFile: 'The linked file does not exist: {file}',
    missingFileFix: 'Correct the file path, relative to the static/ folder',
    missingPage: 'Link to a page that does not exist: {page}',
    missingPageFix: 'Point it at one of the existing pages ({hint})',
    routeHint: 'e.g. {routes}',
    noRouteHint: 'docs/writing.md lists them',
    noSlash: 'The trailing slash is missing: {page}',
    noSlashFix: 'Write it as: {route}',
    missingAnchor: 'Anchor does not exist: {url} (the {route} page has no such heading)',
    missingAnchorFix:
      'The anchor is made from the heading: lower case, accents kept, no punctuation, a hyphen for each space',
  },
  props: {
    unknown: 'Unknown component: <{name}>',
    unknownFix: "Import it after the front matter (import {name} from '@site/src/components/…';), or correct its name",
  },
  images: {
    noAlt: 'The image has no alternative text (alt)',
    noAltFix: 'Say in one sentence what the image shows: ![What the image shows](/img/…)',
    missing: 'The image file does not exist: {src}',
    missingFix: 'Put the image in the static/img/ folder and link it with an /img/… path',
  },
  spelling: {
    unknownWord: 'Unknown word: “{word}”',
    suggest: 'Correct it, e.g.: {words}; ',
    noSuggestion: 'Correct it; ',
    allowlist: 'if it is a correct brand name, term or abbreviation, add it to {file}',
  },
  'operator-facts': {
    headingInWhenKnown:
      'A heading inside <WhenKnown>: while the fact is unknown, the table of contents would link to a missing heading',
    headingInWhenKnownFix: 'Put the heading before the <WhenKnown>, or open the text in bold instead (**By email:** …)',
    factOutside:
      '<Fact name="{name}" /> is not inside <WhenKnown fact="{name}">: while the fact is unknown, a broken sentence would stay on the page',
    factOutsideFix: 'Put the sentence inside <WhenKnown fact="{name}">…</WhenKnown>',
    missingFact:
      'Missing operator fact: {label}; until it is supplied the pages leave it out and production cannot be deployed',
    askForFact:
      "Ask {supplier} for it in writing, then write it here with its source: known('…', {title: 'title of the document', reference: 'address or internal reference', checked: 'YYYY-MM-DD'})",
    staleFact:
      'Operator fact out of date: {label}; it was last compared with its source on {checked}, more than {days} days ago, so production cannot be deployed',
    recheckFact: 'Ask {supplier} to compare it with its source again, then write the new day in checked',
    unsourcedFact: 'Operator fact without a source: {label} ({problem}); production cannot be deployed',
    sourceProblems: {
      noSource: 'it has no source',
      noTitle: "the source's title is empty",
      noReference: "the source's address or internal reference is empty",
      badDate: 'the check date is not a real YYYY-MM-DD day',
    },
    sourceFix: "Write its source: known('…', {title: '…', reference: '…', checked: 'YYYY-MM-DD'})",
  },
  szorzojel: {
    letterX: 'The letter x instead of the multiplication sign: “{found}”.',
    letterXFix: '“{digits}×”',
  },
  nagykotojel: {
    hyphen: 'A hyphen in a range: “{found}”.',
    hyphenFix: '“{from}–{to}” (an en dash, no spaces)',
  },
  ismetles: {
    repeated: 'Repeated word: “{first} {second}”.',
    repeatedFix: '“{word}” (once)',
  },
  betukeszlet: {
    missing: "“{char}” ({code}) is not in the site's font.",
    missingFix: "the usual character (e.g. ' for ’, l for ł), or ask for it to be added: src/lib/fontAlphabet.ts",
  },
  'sajat-feltetel': {
    condition: "An offer condition in the page's own words: “{found}”; the operator fact {fact} gives it.",
    conditionFix:
      'Delete the sentence; <OfferConditions offer="…" /> shows the condition from {fact}, and while it is unknown says that the client shows the exact conditions before the player opts in',
    percentHighlight:
      "A bare percentage as a card's highlight (fig:{figure}): it does not say what it is a percentage of; the operator fact {fact} does.",
    percentHighlightFix: 'Delete the amount line; the summary says the percentage, and {fact} gives its base',
    needsFact:
      'The page shows the {figure} figure, but the operator fact that goes with it ({fact}) is still unknown; advertising rules make no exception for a page that only describes the game.',
    needsFactFix:
      'Leave it out; state the figure only with it, inside <WhenKnown fact="{fact}"> (<Fact name="{fact}" />)',
  },
  collections: {
    expired: 'Expired: the end date ({ends}) has passed, the build no longer shows this entry',
    expiredFix: 'Delete the file, or if the offer goes on, change the ends date',
    renameFix: 'Rename the file',
    badYaml: 'Not valid YAML: {reason}',
    badYamlFix: 'Every line reads “field: value”; if a text contains a colon or {, put it in quotes: summary: "…"',
  },
  'statikus-fajl': {
    document:
      "The {extension} file would open as a page at the site's address, and any script in it would run as the site",
    documentFix: "Delete the file; write a new page as an MDX file in the pages' folder (npm run new)",
    activeSvg:
      'The SVG holds a script (<script>, an on… event handler, a javascript: link or an embedded document) that would run as the site',
    activeSvgFix: 'Remove these from the drawing, or save the image as a PNG',
  },
  feltoltes: {
    orDelete: '{fix}, or delete the file',
  },
};
