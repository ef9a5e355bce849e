/**
 * The one validation of a collection entry, shared by the build plugin (a wrong entry stops the build),
 * `npm run check` and the browser editor's forms.
 */
import {isIsoDate} from '../format/huDate';
import * as z from '../schema';
import {amount, date, endDate, plainText, position, siteLink, sourceText, tournamentFormat} from './fields';
import {entryMessages} from './messages';
import type {KnownRoutes} from './paths';
import {COLLECTION_KINDS, type CollectionKind, type EntryDates, type EntryIssue} from './types';

export interface EntryContext {
  /** The site's routes (and anchors, where known): links must point at one. Left out, links are judged by form. */
  routes?: KnownRoutes;
}

const ENTRY = entryMessages.entry;

function entryObject<Shape extends z.core.$ZodLooseShape>(kind: CollectionKind, shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? ENTRY.fields(ENTRY.names[kind], Object.keys(shape).join(', '))
        : ENTRY.notAMapping,
  });
}

interface DatedFields {
  starts?: unknown;
  ends?: unknown;
  source?: unknown;
}

/** The last day may not come before the first; judged whenever both dates are right, whatever else is wrong. */
const endsAfterStarts = z.refine<DatedFields>((entry) => String(entry.ends) >= String(entry.starts), {
  path: ['ends'],
  error: (issue) => {
    const entry = issue.input as DatedFields;
    return ENTRY.endsBeforeStarts(String(entry.ends), String(entry.starts));
  },
  when: (payload) => {
    const entry = payload.value as DatedFields | null;
    // Only two real dates are compared: a wrong one has its own message already.
    return [entry?.starts, entry?.ends].every((value) => typeof value === 'string' && isIsoDate(value));
  },
});

/**
 * A dated entry has a start, an end and their source; an ongoing one has no start, end date or source. `ends: null`
 * alone ("no announced end") is an ongoing entry too: the editor writes an empty end so.
 */
const datedTogether = z.superRefine<DatedFields>((entry, context) => {
  const has = (key: keyof DatedFields) => Object.hasOwn(entry, key) && entry[key] !== undefined;
  const missing = (field: keyof DatedFields, message: string) =>
    context.addIssue({code: 'custom', path: [field], message, input: entry});
  if (!has('starts') && !(has('ends') && entry.ends !== null) && !has('source')) return;
  if (!has('starts')) missing('starts', ENTRY.ongoingWithDates);
  else if (!has('source')) missing('starts', ENTRY.startsWithoutSource);
  else if (!Object.hasOwn(entry, 'ends')) missing('ends', ENTRY.endsMissing);
});

/** The largest buy-in must be above the smallest one (and needs one). */
const buyInRange = z.refine<{buyIn?: unknown; buyInMax?: unknown}>(
  (entry) => {
    const [low, high] = [entry.buyIn as {value?: number} | undefined, entry.buyInMax as {value?: number} | undefined];
    return high === undefined || (low?.value !== undefined && high.value !== undefined && high.value > low.value);
  },
  {
    path: ['buyInMax'],
    error: ENTRY.buyInRange,
    when: (payload) => payload.issues.every((issue) => !['buyIn', 'buyInMax'].includes(String(issue.path?.[0]))),
  },
);

/** Each collection's fields, in the order a starter file, the editor's form and the docs list them. */
function schemas(context: EntryContext) {
  const text = {title: plainText('title', {max: 70}), summary: plainText('summary', {max: 280, sentences: 2})};
  const dated = {
    starts: z.optional(date('starts')),
    ends: z.optional(endDate('ends')),
    source: z.optional(sourceText('source')),
    order: z.optional(position('order')),
  };
  const to = z.optional(siteLink('to', context.routes));
  return {
    promotions: entryObject('promotions', {
      ...text,
      /** Left out when a figure alone would say too little (a bare percentage). */
      amount: z.optional(amount('amount')),
      /** The amount is a cap (a match bonus "up to" it), shown as „akár 600 $”, never as a flat gift. */
      upTo: z.optional(z.boolean({error: ENTRY.upToFlag})),
      ...dated,
      terms: siteLink('terms', context.routes),
      to,
    }).check(datedTogether, endsAfterStarts),
    tournaments: entryObject('tournaments', {
      title: text.title,
      format: tournamentFormat('format'),
      summary: text.summary,
      /** The (smallest) buy-in, in dollars; left out when no figure is announced. */
      buyIn: z.optional(amount('buyIn', {dollarsOnly: true})),
      buyInMax: z.optional(amount('buyInMax', {dollarsOnly: true})),
      prize: z.optional(amount('prize')),
      /** The most valuable ticket a qualifier awards, in dollars: a ticket, never shown as a cash prize. */
      ticket: z.optional(amount('ticket', {dollarsOnly: true})),
      ...dated,
      schedule: z.optional(plainText('schedule', {max: 160, sentences: 2})),
      /** Only where this site has the tournament's own rules (the bonus terms do not cover tournaments). */
      terms: z.optional(siteLink('terms', context.routes)),
      to,
    }).check(datedTogether, endsAfterStarts, buyInRange),
  };
}

type Schemas = ReturnType<typeof schemas>;

export const COLLECTION_FIELDS = Object.fromEntries(
  COLLECTION_KINDS.map((kind) => [kind, Object.keys(schemas({})[kind]._zod.def.shape)]),
) as Record<CollectionKind, string[]>;

/**
 * An entry after validation, as the pages get it: its slug (the file name without `.yml`, the card's anchor), and
 * its three dated fields as one `dates`, which an ongoing entry has not.
 */
export type EntryOf<K extends CollectionKind> = Omit<z.output<Schemas[K]>, 'starts' | 'ends' | 'source'> & {
  slug: string;
  dates?: EntryDates;
};
export type PromotionEntry = EntryOf<'promotions'>;
export type TournamentEntry = EntryOf<'tournaments'>;
export type CollectionEntries = {[K in CollectionKind]: EntryOf<K>[]};

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
      return issue.keys.map((key) => ({field: key, message: ENTRY.unknownField(key, issue.message)}));
    }
    return [{field: String(issue.path[0] ?? ''), message: issue.message}];
  });
}

/** Validates one entry (the parsed YAML of `<kind>/<slug>.yml`); never throws: a wrong one gives its issues. */
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
  // `kind` picked the schema, which TypeScript cannot follow to the output type.
  return {ok: true, entry: {slug, ...rest, ...dates} as EntryOf<K>};
}

/** What a field holds, for the "→ what to do" of a finding and the editor's help text. */
export function fieldHint(kind: CollectionKind, field: string): string {
  const {fieldLabels, hints, hintMapping, hintDocs, hintUnknown} = entryMessages;
  if (field === '') return hintMapping;
  return (
    hints[field] ??
    (field in fieldLabels ? hintDocs : hintUnknown(ENTRY.names[kind], COLLECTION_FIELDS[kind].join(', ')))
  );
}
