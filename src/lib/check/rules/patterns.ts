/** The text rules that are regular expressions over the visible text (`visible.ts`), and their shared helpers. */
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {EXIT, visit} from 'unist-util-visit';

import {COMPOUNDS, PAGE_NAMES, TERMS} from '../../../data/glossary';
import {region} from '../../../data/region';
import {DISTINCT_FIGURES} from '../../collections/amount';
import {fontAlphabet, INVISIBLE} from '../../fontAlphabet';
import {formatDollars, formatInteger, NBSP} from '../../format/number';
import type {Rule, RuleContext} from '../context';
import type {Finding} from '../finding';
import {type RuleTexts, ruleTexts} from '../ruleTexts';
import {HIDDEN} from '../visible';

export function lineColumn(text: string, index: number): {line: number; column: number} {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return {line, column: index - lineStart + 1};
}

interface PatternHit {
  /** Where in the file the reported span starts (the match's start by default). */
  index?: number;
  message: string;
  fix: string;
}

/** Runs `pattern` (must be global) over the visible text and turns each accepted match into a finding. */
export function findPattern(
  context: RuleContext,
  rule: string,
  pattern: RegExp,
  describe: (match: RegExpExecArray) => PatternHit | null,
): Finding[] {
  const findings: Finding[] = [];
  for (const match of context.visible.matchAll(pattern)) {
    const hit = describe(match);
    if (!hit) continue;
    const {line, column} = lineColumn(context.visible, hit.index ?? match.index);
    findings.push({file: context.file, line, column, rule, message: hit.message, fix: hit.fix});
  }
  return findings;
}

/** Letters and digits, any script: word boundaries that work for Hungarian accented letters. */
export const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}])';
export const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}])';

export const words = (source: string) => new RegExp(source, 'giu');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern, what its match says (`null` lets the match pass) and, when not every file, which files it reads. */
type Pattern = [
  RegExp,
  (match: RegExpExecArray, context: RuleContext) => PatternHit | null,
  ((context: RuleContext) => boolean)?,
];

function patternRule<Id extends keyof RuleTexts>(id: Id, patterns: (text: RuleTexts[Id]) => Pattern[]): Rule {
  const list = patterns(ruleTexts[id]);
  return {
    id,
    check: (context) =>
      list.flatMap(([pattern, describe, reads]) =>
        reads && !reads(context) ? [] : findPattern(context, id, pattern, (match) => describe(match, context)),
      ),
  };
}

/** A multiplier uses the multiplication sign: `200 000×`, never `200 000x`. */
export const multiplier = patternRule('szorzojel', (t) => [
  [
    /(?<![\p{L}\d])(\d[\d\u00a0\u202f ]*)x(?![\p{L}\d])/gu,
    (m) => ({message: t.letterX(m[0]), fix: t.letterXFix(m[1])}),
  ],
]);

/** Ranges take an en dash: `0,25–200 $`, `2–3 nap`; a hyphen between two numbers with a unit is a typo. */
export const rangeDash = patternRule('nagykotojel', (t) => [
  [
    /(?<![\d-])(\d+(?:,\d+)?) ?- ?(\d+(?:,\d+)?)(?=[ \u00a0]?(?:%|\$|P|óra|perc|nap|hét|hónap|év|fő|fős|munkanap)(?![\p{L}]))/gu,
    (m) => ({message: t.hyphen(m[0]), fix: t.hyphenFix({from: m[1], to: m[2]})}),
  ],
]);

/**
 * The same word twice in a row ("a a", "hogy hogy") is almost always an editing slip; „az az” is correct
 * Hungarian („az az állapot”, „Mi az az out?”), and card ranks repeat on purpose ("A A K K" is a hand).
 */
export const repeatedWord = patternRule('ismetles', (t) => [
  [
    /(?<![\p{L}\p{N}])(\p{L}+)[ \u00a0]+(\1)(?![\p{L}\p{N}])/giu,
    (m) =>
      (/^[AKQJ]$/.test(m[1]) && m[1] === m[2]) || m[1].toLowerCase() === 'az'
        ? null
        : {
            index: m.index + m[1].length + 1,
            message: t.repeated({first: m[1], second: m[2]}),
            fix: t.repeatedFix(m[1]),
          },
  ],
]);

const FONT_CHARACTERS = new Set([...Array.from(fontAlphabet(region.texts.language)), ...INVISIBLE, '♠', '♥', '♦', '♣']);

/**
 * Only characters the site's font has: the build cuts Inter to the region's alphabet (plugins/site-font) and
 * stops on a page with any other character, which the visitor's machine would draw in a face of its own. This
 * rule tells the writer first, on the line. The suits ♠ ♥ ♦ ♣ are drawn as the cards' pips (plugins/suit-symbols).
 * Beyond ASCII only: the visible text masks code and markup with control characters.
 */
export const fontCharacters = patternRule('betukeszlet', (t) => [
  [
    /[^\p{ASCII}]/gu,
    ([char]) =>
      FONT_CHARACTERS.has(char)
        ? null
        : {
            message: t.missing({
              char,
              code: `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
            }),
            fix: t.missingFix,
          },
  ],
]);

/** "0.50" / "0,50" / "5K" / "10 000" → 0.5 / 0.5 / 5000 / 10000 */
function dollarsOf(raw: string): string {
  const compact = raw.replace(/[\s\u00a0\u202f]/g, '');
  const thousands = /k$/i.test(compact) ? 1000 : 1;
  return formatDollars(Number.parseFloat(compact.replace(/k$/i, '').replace(',', '.')) * thousands);
}

/**
 * Money the Hungarian way: the amount first, then the sign, decimal comma, no "K" (`0,50 $`, `600 $-ig`,
 * `5000 $`), never `$5`, `$0.50`, `$0,50`, `$5K`.
 */
export const moneyFormat = patternRule('penz-formatum', (t) => [
  [
    /\$\s?(\d[\d\u00a0\u202f ]*(?:[.,]\d+)?K?)/g,
    (m) => ({message: t.signFirst(m[0]), fix: t.signFirstFix(dollarsOf(m[1]))}),
  ],
  [/(?<![\d$])(\d+K)\s?\$/g, (m) => ({message: t.thousandK(m[0]), fix: t.thousandKFix(dollarsOf(m[1]))})],
  [
    /(?<![\d$.])(\d+\.\d{2})[\u00a0 ]?\$/g,
    (m) => ({message: t.decimalPoint(m[0]), fix: t.decimalPointFix(dollarsOf(m[1]))}),
  ],
]);

/**
 * Decimal comma: `0,25`, `1,37 : 1`, never `0.25`; a dotted number after a version's name (macOS 10.13) is a
 * name, not a number.
 */
export const decimalPoint = patternRule('tizedesvesszo', (t) => [
  [
    /(?<![\d.$])(\d+)\.(\d{1,2})(?![\d.])(?!\s*\p{Lu})/gu,
    (m, context) =>
      /(?:macOS|Android|iOS|Windows|verzió|változat)\s?$/i.test(
        context.visible.slice(Math.max(0, m.index - 12), m.index),
      )
        ? null
        : {message: t.point(m[0]), fix: t.pointFix({whole: m[1], fraction: m[2]})},
  ],
]);

/**
 * Thousands groups and units stay on one line: `20 000 P`, `10 000 $`, `3 GB` with a no-break (U+00A0) or
 * narrow no-break (U+202F) space, never an ordinary space that lets "20 / 000" break across lines.
 */
export const thousandsSpace = patternRule('ezres-tagolas', (t) => [
  [
    /(?<![\d,.])\d{1,3}(?:[ \u00a0\u202f]\d{3})*(?: \d{3})(?:[ \u00a0\u202f]\d{3})*(?![\d,])/g,
    (m) => ({message: t.groupSpace(m[0]), fix: t.groupSpaceFix(formatInteger(Number(m[0].replace(/\D/g, ''))))}),
  ],
  [
    /(\d) (\$|P|GB|MB|GHz|Ft|USD)(?![\p{L}])/gu,
    (m) => ({index: m.index + 1, message: t.unitSpace(m[2]), fix: t.unitSpaceFix({digit: m[1], unit: m[2]})}),
  ],
]);

/** A percentage in front of a noun is an adjective and takes -os: `100%-os bónusz`, not `100% bónusz`. */
export const percentAdjective = patternRule('szazalek-melleknev', (t) => [
  [
    // A bold mark or a hidden stretch may stand between them.
    new RegExp(
      `(\\d+%)[\\u0001*]*\\s+(bónusz|befizetési|cashback|pénzvisszatérítés|visszatérítés|jutalék|kedvezmény|részesedés|esély)`,
      'gu',
    ),
    (m) => ({message: t.bare({percent: m[1], noun: m[2]}), fix: t.bareFix({percent: m[1], noun: m[2]})}),
  ],
]);

/**
 * Odds and ratios with no-break spaces (U+00A0) around the colon: `5 : 1`, as the odds tables print them, so the
 * ratio never breaks across two lines. A single digit after the colon is a ratio ("5:1"); two digits are a clock
 * time ("00:00").
 */
export const ratio = patternRule('arany', (t) => [
  [
    /(?<![\d:])(\d+(?:,\d+)?)([ \u00a0]?):([ \u00a0]?)(\d)(?![\d:])/g,
    // "5 : 1" is right; "PLO-5: 5" is a label followed by its value.
    (m) =>
      (m[2] === NBSP && m[3] === NBSP) || (!m[2] && m[3])
        ? null
        : {
            message: m[2] && m[3] ? t.ordinarySpace(m[0]) : t.noSpace(m[0]),
            fix: t.fix(`${m[1]}${NBSP}:${NBSP}${m[4]}`),
          },
  ],
]);

/** Hungarian quotation marks: „…” outside, »…« inside; never "…" or “…”. */
export const englishQuotes = patternRule('idezojel', (t) => [
  [/["“]/g, (m) => ({message: t.english(m[0]), fix: t.englishFix})],
]);

/**
 * The site's spelling of poker terms and page names (src/data/glossary.ts): avoided forms are flagged, as whole
 * words at the start with any ending after them (előflop → előflopos is flagged too).
 */
export const glossaryTerms = patternRule('szojegyzek', (t) => [
  ...TERMS.flatMap((term) =>
    term.avoid.map((form): Pattern => [
      new RegExp(`${NOT_WORD_BEFORE}${escapeRegExp(form)}`, term.caseSensitive ? 'gu' : 'giu'),
      // A form may follow an opening bracket when the term allows it: „saját lapok (zsebkártyák)”.
      (m, context) =>
        term.allowInBrackets && context.visible[m.index - 1] === '('
          ? null
          : {message: t.notTerm(m[0]), fix: t.fix(term.preferred)},
    ]),
  ),
  ...PAGE_NAMES.flatMap((page) =>
    (page.avoid ?? []).map((form): Pattern => [
      words(`${NOT_WORD_BEFORE}${escapeRegExp(form)}`),
      (m) => ({message: t.notPageName(m[0]), fix: t.fix(`${page.name} (${page.route})`)}),
    ]),
  ),
]);

/**
 * Name + common noun compounds take a hyphen: GGPoker-kliens, Hold'em-asztal. Also when the name ends a link's text
 * (then hidden characters, the target, follow it): the fix moves the noun into the link text.
 */
export const compoundHyphen = patternRule('kotojeles-osszetetel', (t) =>
  COMPOUNDS.nouns.map(({noun, possessive}): Pattern => [
    new RegExp(
      `${NOT_WORD_BEFORE}(${COMPOUNDS.names.map(escapeRegExp).join('|')})(${escapeRegExp(HIDDEN)}*)[ \\u00a0](${escapeRegExp(noun)})(\\p{L}*)`,
      'gu',
    ),
    ([, name, link, word, ending]) =>
      ending && possessive.includes(ending[0])
        ? null
        : {
            message: t.missing(`${name} ${word}${ending}`),
            fix: (link ? t.missingFixInLink : t.missingFix)(`${name}-${word}${ending}`),
          },
  ]),
);

/** Visitors read about poker, not about how the site is built: whole words only developers use. */
export const developerWords = patternRule('fejlesztoi-szoveg', (t) => [
  [
    words(
      `${NOT_WORD_BEFORE}(?:${[
        'komponens\\p{L}*',
        'teszt(?:ek|et|eket|ekben|ben|ről|je|jei)?',
        'automatikus(?:an)? (?:teszt|ellenőr)\\p{L}*',
        'TypeScript|React|JSON|MDX|frontend|backend',
        'build\\p{L}*',
        'commit|npm',
        'kézzel gépel\\p{L}*',
        'a program (?:számol|állítja elő)\\p{L}*',
        'placeholder|TODO|lorem ipsum',
      ].join('|')})${NOT_WORD_AFTER}`,
    ),
    (m) => ({message: t.found(m[0]), fix: t.fix}),
  ],
]);

/**
 * Marketing figures come from src/data/figures.ts (`<Fig id="…" />`), never typed into a page by hand: those whose
 * unit makes them unambiguous in prose (`DISTINCT_FIGURES`), with any spacing.
 */
export const figureLiteral = patternRule('marketing-szam', (t) =>
  DISTINCT_FIGURES.map(({id, source}): Pattern => [
    new RegExp(`${NOT_WORD_BEFORE}${source}${NOT_WORD_AFTER}`, 'gu'),
    (m) => ({message: t.typed(m[0]), fix: t.typedFix(id)}),
    (context) => context.kind === 'mdx',
  ]),
);

const OFFER_COMPONENT =
  /^(?:PromoNote|TournamentNote|StatutoryNotice|PromotionList|TournamentList|OfferConditions|MonthlyRewards)$/;

/** A collection entry's text, or a page with an offer component. */
function isOfferText(context: RuleContext): boolean {
  if (context.kind === 'yaml') return true;
  const tree = context.kind === 'mdx' ? context.page?.document.tree : undefined;
  let found = false;
  if (tree) {
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      found = OFFER_COMPONENT.test((node as MdxJsxFlowElement | MdxJsxTextElement).name ?? '');
      return found ? EXIT : undefined;
    });
  }
  return found;
}

const MONTHS = 'január|február|március|április|május|június|július|augusztus|szeptember|október|november|december';

/**
 * An offer states only what a source gives: on an offer page (`OFFER_COMPONENT`) and in a collection entry's text,
 * every amount comes from the figures and every date from the entry's sourced `starts`/`ends`. A promise no source
 * makes („befizetés nélkül”; the spec says "$100 free", nothing about deposits or monthly promotions) is an error
 * on any page. A condition in the page's own words is the rule `sajat-feltetel`'s.
 */
export const offerSources = patternRule('ajanlat-forras', (t) => [
  [
    words(`${NOT_WORD_BEFORE}befizetés nélkül(?:i)?${NOT_WORD_AFTER}`),
    (m) => ({message: t.promise(m[0]), fix: t.noDepositFix}),
  ],
  [
    words(`${NOT_WORD_BEFORE}(?:havi promóció|minden hónapban[^.!?]{0,40}promóció)`),
    (m) => ({message: t.promise(m[0]), fix: t.monthlyFix}),
  ],
  // A typed amount: dollars, play money, a multiplier or a percentage.
  [
    new RegExp(
      `${NOT_WORD_BEFORE}(?:\\$\\s?\\d[\\d\\s\\u00a0\\u202f.,]*|\\d[\\d\\u00a0\\u202f ]*(?:,\\d+)?[\\u00a0\\u202f ]?(?:\\$|P${NOT_WORD_AFTER}|×|%))`,
      'gu',
    ),
    (m) => ({message: t.amount(m[0].trim()), fix: t.amountFix}),
    isOfferText,
  ],
  // A typed calendar date: `2026-11-01`, „2026. november 1.”, „november 1-jétől”.
  [
    words(`${NOT_WORD_BEFORE}(?:\\d{4}-\\d{2}-\\d{2}|(?:\\d{4}\\.\\s)?(?:${MONTHS})\\s\\d{1,2}(?:\\.|-\\p{L}+))`),
    (m) => ({message: t.date(m[0]), fix: t.dateFix}),
    isOfferText,
  ],
]);
