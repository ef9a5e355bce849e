/**
 * An offer's conditions come from the operator facts (src/data/offerConditions.ts), never from a page's own
 * words: this rule refuses the known ways of writing one, naming the fact to use. It also refuses a figure that
 * may only stand beside an operator fact (the top Spin & Gold multiplier beside its chance) outside
 * `<WhenKnown fact="…">` while that fact is unknown: advertising law knows no page that merely describes the game.
 */
import {FIGURE_NEEDS_FACT, type FigureId, FIGURES, isFigureId} from '../../../data/figures';
import {type FactName, OPERATOR_FACTS, OPERATOR_FACTS_FILE, type OperatorFact} from '../../../data/operatorFacts';
import {findingAt, type Rule, type RuleContext} from '../context';
import type {Finding} from '../finding';
import {ruleTexts} from '../ruleTexts';
import {HIDDEN} from '../visible';
import {findPattern, lineColumn, NOT_WORD_AFTER, NOT_WORD_BEFORE, words} from './patterns';

const ID = 'sajat-feltetel';
const TEXT = ruleTexts[ID];

/** A stretch the visible text hides (a `<Fig />`, bold marks) or writes: digits, spaces, the percent sign. */
const NUMBER_OR_FIGURE = '[\\d\\u0001][\\d\\s\\u00a0\\u202f\\u0001%]*';
const IN_SENTENCE = '[^.!?\\n]';

/** Each known way of writing a condition, by the fact that holds it. */
const CONDITION_PATTERNS: readonly (readonly [FactName, readonly RegExp[]])[] = [
  [
    'welcomeBonusEligibility',
    [
      // „a befizetésed 100%-át”, „Az első befizetésed <Fig …/>-át”, „az első befizetésednél”
      words(`${NOT_WORD_BEFORE}befizetés\\p{L}*[\\s\\u0001]+${NUMBER_OR_FIGURE}-(?:át|a|ának|ét)${NOT_WORD_AFTER}`),
      words(
        `${NOT_WORD_BEFORE}első befizetés\\p{L}*${IN_SENTENCE}{0,80}(?:bónusz|jutalom|ajánlat)\\p{L}*|${NOT_WORD_BEFORE}(?:bónusz|jutalom|ajánlat)\\p{L}*${IN_SENTENCE}{0,80}első befizetés\\p{L}*`,
      ),
      /\b\d[\d,]*\s?%\s+of\s+your\s+(?:first\s+)?deposit\b|\byour first deposit\b/giu,
      // „egy játékos csak egyszer kaphatja meg”, "once per player"
      words(
        `${NOT_WORD_BEFORE}(?:egy játékos|játékosonként|személyenként|fiókonként)${IN_SENTENCE}{0,30}egyszer${NOT_WORD_AFTER}|${NOT_WORD_BEFORE}csak egyszer (?:kaphat|veheti|igényelhet)\\p{L}*`,
      ),
      /\bonce per (?:player|person|account|household|customer)\b|\bonly (?:be )?(?:claimed|received) once\b/giu,
    ],
  ],
  [
    'bonusWithdrawalRules',
    [
      // „a bónuszt … visszavonhatjuk”, "we may void the bonus"
      words(
        `${NOT_WORD_BEFORE}bónusz${IN_SENTENCE}{0,120}(?:visszavon|elkoboz)\\p{L}*|${NOT_WORD_BEFORE}(?:visszavon|elkoboz)\\p{L}*${IN_SENTENCE}{0,60}bónusz\\p{L}*`,
      ),
      /\b(?:revoke|void|cancel|confiscate|forfeit)\p{L}*[^.!?\n]{0,80}\bbonus|\bbonus[^.!?\n]{0,80}\b(?:revoked|voided|cancell?ed|confiscated|forfeited)\b/giu,
    ],
  ],
  [
    'streamerCashbackWeek',
    [
      // „arra a hétre nem jár cashback”, "no cashback for that week"
      words(
        `${NOT_WORD_BEFORE}nem jár${IN_SENTENCE}{0,20}cashback\\p{L}*|${NOT_WORD_BEFORE}cashback${IN_SENTENCE}{0,40}nem jár${NOT_WORD_AFTER}`,
      ),
      /\bno cashback (?:is paid )?(?:for|that) (?:the |that )?week\b/giu,
    ],
  ],
  // „teljes cashbacket kapsz”, "full cashback": promises every loss back, whatever the base is
  ['streamerCashbackBase', [words(`${NOT_WORD_BEFORE}(?:teljes cashback\\p{L}*|full cashback)`)]],
];

/** A percentage shown alone as a card's highlight says nothing of what it is a percentage of. */
const PERCENT_BASE_FACT: Partial<Record<FigureId, FactName>> = {
  streamerCashback: 'streamerCashbackBase',
  welcomeMatchPercent: 'welcomeBonusEligibility',
};

/** A finding at `index` of the file's source (not its visible text, which hides the code these findings read). */
function inSource(context: RuleContext, index: number, message: string, fix: string): Finding {
  return findingAt(context, ID, lineColumn(context.text, index), message, fix);
}

const HIGHLIGHT = /^amount:\s*["']?fig:(\w+)/gmu;

function percentHighlights(context: RuleContext): Finding[] {
  if (context.kind !== 'yaml') return [];
  return [...context.text.matchAll(HIGHLIGHT)].flatMap((match) => {
    const id = match[1];
    if (!isFigureId(id) || FIGURES[id].unit !== 'percent') return [];
    const fact = PERCENT_BASE_FACT[id] ?? 'streamerCashbackBase';
    return [inSource(context, match.index, TEXT.percentHighlight({figure: id, fact}), TEXT.percentHighlightFix(fact))];
  });
}

/** `[start, end)` of each `<WhenKnown fact="x">…</WhenKnown>` in the file, by fact. */
function whenKnownSpans(text: string): {fact: string; start: number; end: number}[] {
  return [...text.matchAll(/<WhenKnown\s+fact=["'](\w+)["']\s*>/g)].map((open) => {
    const close = text.indexOf('</WhenKnown>', open.index);
    return {fact: open[1], start: open.index, end: close === -1 ? text.length : close};
  });
}

/**
 * A reference to a figure that goes with an operator fact still unknown (`FIGURE_NEEDS_FACT`), in a page's
 * code (`fig.x`, `figNumber.x`, `<Fig id="x"`) or an entry's text (`fig:x`), read from the source since the
 * visible text hides the code; one inside `<WhenKnown fact="…">` of that fact is shown only beside it.
 */
export function figureWithoutFact(
  context: RuleContext,
  facts: Record<string, OperatorFact> = OPERATOR_FACTS,
): Finding[] {
  const guarded = whenKnownSpans(context.text);
  return (Object.entries(FIGURE_NEEDS_FACT) as [FigureId, FactName][]).flatMap(([figure, fact]) => {
    if (!(fact in facts) || facts[fact].value.status !== 'unknown') return [];
    const reference = new RegExp(`(?:\\bfig(?:Number)?\\.|<Fig\\s+id=["']|\\bfig:)${figure}\\b`, 'g');
    return [...context.text.matchAll(reference)]
      .filter(
        (match) => !guarded.some((span) => span.fact === fact && span.start < match.index && match.index < span.end),
      )
      .map((match) => inSource(context, match.index, TEXT.needsFact({figure, fact}), TEXT.needsFactFix(fact)));
  });
}

export const conditionsInOwnWords: Rule = {
  id: ID,
  check: (context) => {
    // The facts file is where the conditions are written, in the operator's words.
    if (context.file === OPERATOR_FACTS_FILE) return [];
    const written = CONDITION_PATTERNS.flatMap(([fact, patterns]) =>
      patterns.flatMap((pattern) =>
        findPattern(context, ID, pattern, (m) => ({
          // A figure's tag is hidden in the visible text: the quote shows it as „…”.
          message: TEXT.condition({found: m[0].replaceAll(HIDDEN, '').replace(/\s+-/u, ' …-').trim(), fact}),
          fix: TEXT.conditionFix(fact),
        })),
      ),
    );
    return [...written, ...percentHighlights(context), ...figureWithoutFact(context)];
  },
};
