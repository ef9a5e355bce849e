/**
 * The one validation of a collection entry, used by the build plugin (a wrong entry stops the build), by
 * `npm run check` (file:line findings) and by the browser editor's forms: `parseEntry` takes the parsed YAML
 * and gives back the typed entry, or every problem as {field, message} in Hungarian.
 */
import {isIsoDate} from '../format/huDate';
import * as z from '../schema';
import {
  amount,
  date,
  endDate,
  FIELD_LABELS,
  plainText,
  position,
  siteLink,
  sourceText,
  tournamentFormat,
} from './fields';
import type {KnownRoutes} from './sitePath';
import type {CollectionKind, EntryIssue, EntryOf} from './types';

export interface EntryContext {
  /** The site's routes (and anchors, where known): links must point at one. Left out, links are judged by form. */
  routes?: KnownRoutes;
}

/** The fields of each collection, in the order a starter file and the docs list them. */
export const COLLECTION_FIELDS = {
  promotions: ['title', 'summary', 'amount', 'upTo', 'starts', 'ends', 'source', 'order', 'terms', 'to'],
  tournaments: [
    'title',
    'format',
    'summary',
    'buyIn',
    'buyInMax',
    'prize',
    'ticket',
    'starts',
    'ends',
    'source',
    'order',
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

interface DatedFields {
  starts?: unknown;
  ends?: unknown;
  source?: unknown;
}

/**
 * Which of the dated fields is missing when the others are there, and what to say about it. `ends: null` alone
 * ("no announced end") is an ongoing entry too: the editor writes an empty end so.
 */
function missingDateField(entry: DatedFields): {field: 'starts' | 'ends' | 'source'; message: string} | undefined {
  const has = (key: keyof DatedFields) => Object.hasOwn(entry, key) && entry[key] !== undefined;
  const endDate = has('ends') && entry.ends !== null;
  if (!has('starts') && !endDate && !has('source')) return undefined;
  if (!has('starts')) {
    return {
      field: 'starts',
      message:
        'Állandó (dátum nélküli) bejegyzésnek nincs záró dátuma (ends) és forrása (source); ha van bejelentett időszak, add meg a kezdő dátumot (starts) is.',
    };
  }
  if (!has('source')) {
    return {
      field: 'starts',
      message:
        'A kezdő dátumhoz (starts) forrás kell (source): ki és hol adta meg. Kitalált dátum nem kerülhet az oldalra; állandó ajánlatnál töröld a starts és az ends mezőt.',
    };
  }
  if (!has('ends') && !Object.hasOwn(entry, 'ends')) {
    return {
      field: 'ends',
      message: 'Hiányzik a záró dátum (ends): ÉÉÉÉ-HH-NN; ha a forrás szerint visszavonásig érvényes, hagyd üresen.',
    };
  }
  return undefined;
}

/** A dated entry has a start, an end and their source; an ongoing one has no start, end date or source. */
const datedTogether = z.superRefine<DatedFields>((entry, context) => {
  const missing = missingDateField(entry);
  if (missing) context.addIssue({code: 'custom', path: [missing.field], message: missing.message, input: entry});
});

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
    starts: z.optional(date('starts')),
    ends: z.optional(endDate('ends')),
    source: z.optional(sourceText('source')),
    order: z.optional(position('order')),
    to: z.optional(siteLink('to', context.routes)),
  };
  return {
    promotions: entryObject('promotions', {
      ...common,
      terms: siteLink('terms', context.routes),
      amount: amount('amount'),
      upTo: z.optional(z.boolean({error: 'Az upTo értéke true vagy false lehet'})),
    }).check(datedTogether, endsAfterStarts),
    tournaments: entryObject('tournaments', {
      ...common,
      terms: z.optional(siteLink('terms', context.routes)),
      format: tournamentFormat('format'),
      buyIn: z.optional(amount('buyIn', {dollarsOnly: true})),
      buyInMax: z.optional(amount('buyInMax', {dollarsOnly: true})),
      prize: z.optional(amount('prize')),
      ticket: z.optional(amount('ticket', {dollarsOnly: true})),
      schedule: z.optional(plainText('schedule', {max: 160, sentences: 2})),
    }).check(datedTogether, endsAfterStarts, buyInRange),
  };
}

/**
 * The fields an entry must have: those its schema does not mark optional. The editor's forms require exactly
 * these (`src/admin/decapConfig.ts`).
 */
export function requiredFields(kind: CollectionKind): string[] {
  const shape: Record<string, z.ZodMiniType> = schemas({})[kind]._zod.def.shape;
  return Object.entries(shape)
    .filter(([, field]) => field._zod.optin !== 'optional')
    .map(([key]) => key);
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
  // The three dated fields travel together (datedTogether), so they become one `dates` or none.
  const {starts, ends, source, ...rest} = result.data as {starts?: string; ends?: string | null; source?: string};
  const dates = starts !== undefined && source !== undefined ? {dates: {starts, ends: ends ?? null, source}} : {};
  // The format's check admits only TOURNAMENT_FORMATS, which the string output type cannot say.
  const entry = {slug, ...rest, ...dates} as EntryOf<K>;
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
  ticket: 'A legértékesebb nyerhető jegy értéke, ha a verseny jegyet ad: ticket: fig:wsopTicketLarge',
  starts:
    'Csak bejelentett időszakhoz, forrással: starts: 2026-12-01, ends: 2026-12-14, source: "a promóciós csapat levele, 2026-11-20"; állandó ajánlatnál hagyd el mindhármat',
  ends: 'ÉÉÉÉ-HH-NN alakban (ends: 2026-12-31), vagy ends: null, ha a forrás szerint visszavonásig érvényes',
  source: 'Ki és hol adta meg a dátumokat: source: "a promóciós csapat levele, 2026-11-20"',
  order: 'A kártya helye a listán (1 az első): order: 1; elhagyható',
  terms:
    'Az oldal útvonala záró perjellel, horgonnyal: /bonus-terms/#udvozlo-bonusz, /bonus-terms/#streamer-cashback; versenynél csak akkor, ha van oldalunk a szabályaival',
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
