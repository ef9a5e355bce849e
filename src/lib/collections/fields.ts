/**
 * The field types of the collection entries as zod schemas, each with its Hungarian messages: text, date,
 * end date, amount, site link and tournament format. `schema.ts` puts them together into the two entries.
 */
import {type FigureId, FIGURES} from '../../data/figures';
import {formatFigure} from '../format/figureText';
import {isIsoDate} from '../format/huDate';
import * as z from '../schema';
import {parseAmount} from './amount';
import {fillFigures, unknownFigureIds} from './figurePlaceholders';
import {type KnownRoutes, sitePathProblem} from './sitePath';
import {type Amount, TOURNAMENT_FORMATS, type TournamentFormat} from './types';

/** Each field's name in a sentence, with its article ("Hiányzik a cím (title)."). */
export const FIELD_LABELS: Record<string, string> = {
  title: 'a cím',
  summary: 'az összefoglaló',
  amount: 'az összeg',
  format: 'a formátum',
  buyIn: 'a nevezési díj',
  buyInMax: 'a legmagasabb nevezési díj',
  prize: 'a nyeremény',
  ticket: 'a legértékesebb jegy',
  starts: 'a kezdő dátum',
  ends: 'a záró dátum',
  source: 'a dátumok forrása',
  order: 'a sorrend',
  terms: 'a feltételek linkje',
  to: 'a további információ linkje',
  schedule: 'a menetrend',
};

function named(field: string): string {
  return `${FIELD_LABELS[field] ?? field} (${field})`;
}

function capital(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function show(value: unknown): string {
  return typeof value === 'string' ? `„${value}”` : JSON.stringify(value);
}

/** A string field; missing and non-string values each get their own message. */
function stringOf(
  field: string,
  wrongType = (input: unknown) => `${capital(named(field))} szöveg legyen, nem ${show(input)}.`,
) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `Hiányzik ${named(field)}.` : wrongType(issue.input)),
  });
}

/** A text that YAML read as something else: an unquoted text starting with `{` or `[`, or containing ": ". */
const notText = (field: string) => (input: unknown) =>
  `${capital(named(field))} szöveg legyen, nem ${show(input)}; tedd a szöveget idézőjelek közé: ${field}: "…".`;

const notADate = (field: string, example: string) => (input: unknown) =>
  `${capital(named(field))} ${show(input)} nem valós ÉÉÉÉ-HH-NN dátum (pl. ${example}).`;

/** Dollar, play-money and multiplier figures typed into text: a `{fig:id}` placeholder must stand there instead. */
const FIGURE_LITERALS = (Object.keys(FIGURES) as FigureId[])
  .filter((id) => ['dollars', 'playMoney', 'times'].includes(FIGURES[id].unit))
  .map((id) => {
    const text = formatFigure(FIGURES[id]).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return {id, pattern: new RegExp(`(?<![\\d,])${text.replace(/\u00a0/g, '[ \\u00a0\\u202f]?')}(?![\\d,])`, 'u')};
  });

/** Sentence ends: . ! ? … before a capital letter or a quote, or at the end of the text. */
const SENTENCE_END = /[.!?…](?=\s+[A-ZÁÉÍÓÖŐÚÜŰ„]|\s*$)/gu;

/** One paragraph of visitor text; `{fig:id}` placeholders become the figures' text. */
export function plainText(field: string, {max, sentences}: {max: number; sentences?: number}) {
  const checked = stringOf(field, notText(field)).check(
    z.refine((value) => value.trim() !== '', {error: `${capital(named(field))} üres.`}),
    z.refine((value) => !/[\n\r]/.test(value.trim()), {
      error: `${capital(named(field))} egy bekezdés legyen, sortörés nélkül.`,
    }),
    z.refine((value) => value.trim().length <= max, {
      error: (issue) =>
        `${capital(named(field))} túl hosszú: ${String(issue.input).trim().length} karakter, legfeljebb ${max} lehet.`,
    }),
    z.refine((value) => sentences === undefined || (value.match(SENTENCE_END) ?? []).length <= sentences, {
      error: `${capital(named(field))} legfeljebb ${sentences === 2 ? 'két' : String(sentences)} mondat lehet.`,
    }),
    z.refine((value) => !FIGURE_LITERALS.some(({pattern}) => pattern.test(value)), {
      error: (issue) => {
        const found = FIGURE_LITERALS.find(({pattern}) => pattern.test(String(issue.input)));
        const id = found?.id ?? 'welcomeMatchCap';
        return `${capital(named(field))} kézzel beírt marketingszámot tartalmaz („${formatFigure(FIGURES[id])}”); írd így: {fig:${id}}.`;
      },
    }),
    z.refine((value) => unknownFigureIds(value).length === 0, {
      error: (issue) =>
        `${capital(named(field))}: nincs ilyen szám a src/data/figures.ts-ben: ${unknownFigureIds(String(issue.input))
          .map((id) => `{fig:${id}}`)
          .join(', ')}.`,
    }),
  );
  return z.pipe(
    checked,
    z.transform((value: string) => fillFigures(value.trim())),
  );
}

export function date(field: string) {
  const message = notADate(field, '2026-11-01');
  return stringOf(field, message).check(z.refine(isIsoDate, {error: (issue) => message(issue.input)}));
}

/** The end date is required in the file, and `null` says "until withdrawn" out loud. */
export function endDate(field: string) {
  return z.nullable(
    z
      .string({
        error: (issue) =>
          issue.input === undefined
            ? `Hiányzik ${named(field)}. Ha nincs bejelentett vége, írd ki: ${field}: null.`
            : `${capital(named(field))} ${show(issue.input)} nem dátum; ÉÉÉÉ-HH-NN alakban írd, vagy hagyd üresen, ha visszavonásig érvényes.`,
      })
      .check(
        z.refine(isIsoDate, {
          error: (issue) =>
            `${capital(named(field))} ${show(issue.input)} nem valós ÉÉÉÉ-HH-NN dátum (pl. 2026-12-31); ha visszavonásig érvényes, hagyd üresen.`,
        }),
      ),
  );
}

/** Who gave an entry's dates and where: writers' text, so only its presence and length are judged. */
export function sourceText(field: string) {
  return stringOf(field, notText(field)).check(
    z.refine((value) => value.trim().length >= 5, {
      error: `${capital(named(field))} túl rövid: írd le, ki és hol adta meg a dátumokat.`,
    }),
  );
}

/** A card's place in the list: a whole number from 1. */
export function position(field: string) {
  return z
    .int({error: `${capital(named(field))} egész szám legyen 1-től (1 az első kártya).`})
    .check(
      z.refine((value) => value >= 1, {error: `${capital(named(field))} egész szám legyen 1-től (1 az első kártya).`}),
    );
}

export function amount(field: string, {dollarsOnly = false} = {}) {
  return z.pipe(
    stringOf(field),
    z.transform((value: string, context): Amount => {
      const parsed = parseAmount(value, dollarsOnly ? 'dollars' : undefined);
      if (parsed.ok) return parsed.amount;
      context.issues.push({code: 'custom', message: `${capital(named(field))}: ${parsed.message}`, input: value});
      return z.NEVER;
    }),
  );
}

export function siteLink(field: string, routes?: KnownRoutes) {
  return stringOf(field).check(
    z.refine((value) => sitePathProblem(value, routes) === undefined, {
      error: (issue) => `${capital(named(field))}: ${sitePathProblem(String(issue.input), routes) ?? ''}`,
    }),
  );
}

const CASH_FORMATS = ['All-In or Fold', 'Rush & Cash'];

export function tournamentFormat(field: string) {
  return stringOf(field).check(
    z.refine((value): value is TournamentFormat => (TOURNAMENT_FORMATS as readonly string[]).includes(value), {
      error: (issue) =>
        CASH_FORMATS.includes(String(issue.input))
          ? `${capital(named(field))} ${show(issue.input)} készpénzes formátum, nem verseny; ezek lehetnek: ${TOURNAMENT_FORMATS.join(', ')}.`
          : `${capital(named(field))} ${show(issue.input)} nem ismert versenyformátum; ezek lehetnek: ${TOURNAMENT_FORMATS.join(', ')}.`,
    }),
  );
}
