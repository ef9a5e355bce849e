/** The field types of the collection entries as zod schemas, each with its messages (`messages/`). */
import {fig} from '../format/figureText';
import {isIsoDate} from '../format/huDate';
import * as z from '../schema';
import {DISTINCT_FIGURES, parseAmount} from './amount';
import {fillFigures, unknownFigureIds} from './figurePlaceholders';
import {entryMessages as TEXT, fieldName} from './messages';
import {type KnownRoutes, sitePathProblem} from './paths';
import {type Amount, TOURNAMENT_FORMATS} from './types';

function show(value: unknown): string {
  return typeof value === 'string' ? TEXT.quoted(value) : JSON.stringify(value);
}

/** A string field; missing and non-string values each get their own message. */
function stringOf(field: string, wrongType = (input: unknown) => TEXT.notString(fieldName(field), show(input))) {
  return z.string({
    error: (issue) => (issue.input === undefined ? TEXT.missing(fieldName(field)) : wrongType(issue.input)),
  });
}

/** A text that YAML read as something else: an unquoted text starting with `{` or `[`, or containing ": ". */
const notText = (field: string) => (input: unknown) => TEXT.notText(fieldName(field), show(input), field);

/** Dollar, play-money and multiplier figures typed into text: a `{fig:id}` placeholder must stand there instead. */
const FIGURE_LITERALS = DISTINCT_FIGURES.map(({id, source}) => ({
  id,
  pattern: new RegExp(`(?<![\\d,])${source}(?![\\d,])`, 'u'),
}));

/** Sentence ends: . ! ? … before a capital letter or a quote, or at the end of the text. */
const SENTENCE_END = /[.!?…](?=\s+[A-ZÁÉÍÓÖŐÚÜŰ„]|\s*$)/gu;

/** One paragraph of visitor text; `{fig:id}` placeholders become the figures' text. */
export function plainText(field: string, {max, sentences}: {max: number; sentences?: number}) {
  const checked = stringOf(field, notText(field)).check(
    z.refine((value) => value.trim() !== '', {error: TEXT.empty(fieldName(field))}),
    z.refine((value) => !/[\n\r]/.test(value.trim()), {error: TEXT.lineBreak(fieldName(field))}),
    z.refine((value) => value.trim().length <= max, {
      error: (issue) => TEXT.tooLong(fieldName(field), String(issue.input).trim().length, max),
    }),
    z.refine((value) => sentences === undefined || (value.match(SENTENCE_END) ?? []).length <= sentences, {
      error: TEXT.tooManySentences(fieldName(field), sentences),
    }),
    z.refine((value) => !FIGURE_LITERALS.some(({pattern}) => pattern.test(value)), {
      error: (issue) => {
        const found = FIGURE_LITERALS.find(({pattern}) => pattern.test(String(issue.input)));
        const id = found?.id ?? 'welcomeMatchCap';
        return TEXT.typedFigure(fieldName(field), fig[id], id);
      },
    }),
    z.refine((value) => unknownFigureIds(value).length === 0, {
      error: (issue) =>
        TEXT.unknownFigures(
          fieldName(field),
          unknownFigureIds(String(issue.input))
            .map((id) => `{fig:${id}}`)
            .join(', '),
        ),
    }),
  );
  return z.pipe(
    checked,
    z.transform((value: string) => fillFigures(value.trim())),
  );
}

export function date(field: string) {
  const message = (input: unknown) => TEXT.notADate(fieldName(field), show(input), '2026-11-01');
  return stringOf(field, message).check(z.refine(isIsoDate, {error: (issue) => message(issue.input)}));
}

/** The end date; `null` says "until withdrawn" out loud. */
export function endDate(field: string) {
  const says = (message: typeof TEXT.endNotString) => (input: unknown) => message(fieldName(field), show(input));
  return z.nullable(
    stringOf(field, says(TEXT.endNotString)).check(
      z.refine(isIsoDate, {error: (issue) => says(TEXT.endNotADate)(issue.input)}),
    ),
  );
}

/** Who gave an entry's dates and where: writers' text, so only its presence and length are judged. */
export function sourceText(field: string) {
  return stringOf(field, notText(field)).check(
    z.refine((value) => value.trim().length >= 5, {
      error: TEXT.sourceTooShort(fieldName(field)),
    }),
  );
}

/** A card's place in the list: a whole number from 1. */
export function position(field: string) {
  return z
    .int({error: TEXT.notAPosition(fieldName(field))})
    .check(z.refine((value) => value >= 1, {error: TEXT.notAPosition(fieldName(field))}));
}

export function amount(field: string, {dollarsOnly = false} = {}) {
  return z.pipe(
    stringOf(field),
    z.transform((value: string, context): Amount => {
      const parsed = parseAmount(value, dollarsOnly ? 'dollars' : undefined);
      if (parsed.ok) return parsed.amount;
      context.issues.push({code: 'custom', message: TEXT.fieldProblem(fieldName(field), parsed.message), input: value});
      return z.NEVER;
    }),
  );
}

export function siteLink(field: string, routes?: KnownRoutes) {
  return stringOf(field).check(
    z.refine((value) => sitePathProblem(value, routes) === undefined, {
      error: (issue) => TEXT.fieldProblem(fieldName(field), sitePathProblem(String(issue.input), routes) ?? ''),
    }),
  );
}

const CASH_FORMATS = ['All-In or Fold', 'Rush & Cash'];

export function tournamentFormat(field: string) {
  return stringOf(field).check(
    z.refine((value) => TOURNAMENT_FORMATS.includes(value), {
      error: (issue) =>
        CASH_FORMATS.includes(String(issue.input))
          ? TEXT.cashFormat(fieldName(field), show(issue.input), TOURNAMENT_FORMATS.join(', '))
          : TEXT.unknownFormat(fieldName(field), show(issue.input), TOURNAMENT_FORMATS.join(', ')),
    }),
  );
}
