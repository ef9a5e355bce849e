/**
 * The one validation of a collection entry, used by the build plugin (a wrong entry stops the build), by
 * `npm run check` (file:line findings) and by the browser editor's forms: `parseEntry` takes the parsed YAML
 * and gives back the typed entry, or every problem as {field, message} in Hungarian.
 */
import {isIsoDate} from '../format/huDate';
import * as z from '../schema';
import {amount, date, endDate, FIELD_LABELS, plainText, siteLink, tournamentFormat} from './fields';
import type {KnownRoutes} from './sitePath';
import type {CollectionKind, EntryIssue, EntryOf} from './types';

export interface EntryContext {
  /** The site's routes (and anchors, where known): links must point at one. Left out, links are judged by form. */
  routes?: KnownRoutes;
}

/** The fields of each collection, in the order a starter file and the docs list them. */
export const COLLECTION_FIELDS = {
  promotions: ['title', 'summary', 'amount', 'upTo', 'starts', 'ends', 'terms', 'to'],
  tournaments: [
    'title',
    'format',
    'summary',
    'buyIn',
    'buyInMax',
    'prize',
    'starts',
    'ends',
    'schedule',
    'terms',
    'to',
  ],
} as const satisfies Record<CollectionKind, readonly string[]>;

const NAMES: Record<CollectionKind, string> = {promotions: 'A promóció', tournaments: 'A verseny'};

function entryObject<Shape extends z.core.$ZodLooseShape>(kind: CollectionKind, shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${NAMES[kind]} mezői: ${COLLECTION_FIELDS[kind].join(', ')}.`
        : 'A fájl nem „mező: érték” sorokból áll (YAML-leképezés kell).',
  });
}

const isoOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The last day may not come before the first; judged whenever both dates are right, whatever else is wrong. */
const endsAfterStarts = z.refine<{starts?: unknown; ends?: unknown}>(
  (entry) => {
    const [starts, ends] = [isoOf(entry.starts), isoOf(entry.ends)];
    return starts === undefined || ends === undefined || ends >= starts;
  },
  {
    path: ['ends'],
    error: (issue) => {
      const entry = issue.input as {starts?: unknown; ends?: unknown};
      return `A záró dátum (ends: ${String(entry.ends)}) a kezdő dátum (starts: ${String(entry.starts)}) előtt van.`;
    },
    when: (payload) => {
      const entry = payload.value as {starts?: unknown; ends?: unknown} | null;
      // Only two real dates are compared: a wrong one has its own message already.
      return [entry?.starts, entry?.ends].every((value) => typeof value === 'string' && isIsoDate(value));
    },
  },
);

/** The largest buy-in must be above the smallest one (and needs one). */
const buyInRange = z.refine<{buyIn?: unknown; buyInMax?: unknown}>(
  (entry) => {
    const [low, high] = [entry.buyIn as {value?: number} | undefined, entry.buyInMax as {value?: number} | undefined];
    return high === undefined || (low?.value !== undefined && high.value !== undefined && high.value > low.value);
  },
  {
    path: ['buyInMax'],
    error: 'A legmagasabb nevezési díj (buyInMax) csak a nevezési díj (buyIn) mellett állhat, és annál nagyobb.',
    when: (payload) => payload.issues.every((issue) => !['buyIn', 'buyInMax'].includes(String(issue.path?.[0]))),
  },
);

function schemas(context: EntryContext) {
  const common = {
    title: plainText('title', {max: 70}),
    summary: plainText('summary', {max: 280, sentences: 2}),
    starts: date('starts'),
    ends: endDate('ends'),
    terms: siteLink('terms', context.routes),
    to: z.optional(siteLink('to', context.routes)),
  };
  return {
    promotions: entryObject('promotions', {
      ...common,
      amount: amount('amount'),
      upTo: z.optional(z.boolean({error: 'Az upTo értéke true vagy false lehet'})),
    }).check(endsAfterStarts),
    tournaments: entryObject('tournaments', {
      ...common,
      format: tournamentFormat('format'),
      buyIn: z.optional(amount('buyIn', {dollarsOnly: true})),
      buyInMax: z.optional(amount('buyInMax', {dollarsOnly: true})),
      prize: z.optional(amount('prize')),
      schedule: z.optional(plainText('schedule', {max: 160, sentences: 2})),
    }).check(endsAfterStarts, buyInRange),
  };
}

export type EntryResult<K extends CollectionKind> = {ok: true; entry: EntryOf<K>} | {ok: false; issues: EntryIssue[]};

function issuesOf(error: z.core.$ZodError): EntryIssue[] {
  return error.issues.flatMap((issue): EntryIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({field: key, message: `Ismeretlen mező: „${key}”. ${issue.message}`}));
    }
    return [{field: String(issue.path[0] ?? ''), message: issue.message}];
  });
}

/**
 * Validates one entry (the parsed YAML of `<kind>/<slug>.yml`). Never throws: a wrong entry comes back as
 * its issues, one per problem, each naming its field.
 */
export function parseEntry<K extends CollectionKind>(
  kind: K,
  data: unknown,
  slug: string,
  context: EntryContext = {},
): EntryResult<K> {
  const result = z.safeParse(schemas(context)[kind], data);
  if (!result.success) return {ok: false, issues: issuesOf(result.error)};
  // The format's check admits only TOURNAMENT_FORMATS, which the string output type cannot say.
  const entry = {slug, ...(result.data as object)} as EntryOf<K>;
  return {ok: true, entry};
}

/** What a field holds, for the "→ what to do" of a finding and the editor's help text. */
const FIELD_HINTS: Record<string, string> = {
  title: 'Rövid magyar cím, legfeljebb 70 karakter: title: Üdvözlő bónusz',
  summary: 'Egy-két mondat idézőjelek között; számot csak {fig:azonosító} alakban: "Akár {fig:welcomeMatchCap}-ig."',
  amount:
    'Hivatkozás a src/data/figures.ts egy számára (amount: fig:welcomeMatchCap), vagy a webhely írásmódja nem törő szóközzel: 600 $, 20 000 P, 100%',
  upTo: 'upTo: true, ha az összeg felső határ („akár 600 $”), és a kártya ne fix ajándéknak mutassa; különben hagyd el',
  buyIn:
    'Dollárösszeg: buyIn: fig:wsopExpressFrom, vagy pl. "0,50\\u00a0$"; ha nincs bejelentett összeg, hagyd el a mezőt',
  buyInMax: 'A legmagasabb nevezési díj, ha a formátumnak sávja van: buyInMax: fig:spinGoldMaxBuyIn',
  prize: 'Hivatkozás a src/data/figures.ts egy számára: prize: fig:spinGoldMaxMultiplier; kitalált díjalapot ne írj',
  starts: 'ÉÉÉÉ-HH-NN alakban: starts: 2026-11-01',
  ends: 'ÉÉÉÉ-HH-NN alakban (ends: 2026-12-31), vagy ends: null, ha visszavonásig érvényes',
  terms:
    'Az oldal útvonala záró perjellel, horgonnyal: /bonus-terms/#udvozlo-bonusz, /bonus-terms/#streamer-cashback, /terms-conditions/',
  to: 'Az oldal egy útvonala záró perjellel, pl. to: /streamer-mode/; ha nincs ilyen oldal, hagyd el a mezőt',
  format: 'Spin & Gold, Mystery Battle Royale, Flip & Go vagy WSOP Express',
  schedule: 'Egy rövid mondat a menetrendről, vagy hagyd el a mezőt',
};

export function fieldHint(kind: CollectionKind, field: string): string {
  if (field === '') return 'Írd „mező: érték” sorokban, a docs/writing.md mintája szerint';
  return (
    FIELD_HINTS[field] ??
    (field in FIELD_LABELS
      ? 'Nézd meg a docs/writing.md „Promóciók és versenyek” fejezetét'
      : `Töröld, vagy javítsd a nevét; ${NAMES[kind].toLowerCase()} mezői: ${COLLECTION_FIELDS[kind].join(', ')}`)
  );
}
