/**
 * The Hungarian site's two content collections, one YAML file per entry under `i18n/hu/collections/<kind>/`:
 * promotions and tournaments. These are the entries after validation (`parseEntry`), as the pages get them.
 */
import type {Figure, FigureId} from '../../data/figures';

export type CollectionKind = 'promotions' | 'tournaments';

export const COLLECTION_KINDS: readonly CollectionKind[] = ['promotions', 'tournaments'];

/** The tournament formats of the site's content; the cash formats (All-In or Fold, Rush & Cash) are no tournaments. */
export const TOURNAMENT_FORMATS = ['Spin & Gold', 'Mystery Battle Royale', 'Flip & Go', 'WSOP Express'] as const;

export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];

/** An amount: its value and unit, and the figure it refers to when written as `fig:<id>`. */
export interface Amount extends Figure {
  figure?: FigureId;
}

/**
 * The period of a dated entry, as its source announced it. An entry without one is ongoing: a permanent offer
 * or format, shown with no date at all (a date nobody announced would be an invented claim).
 */
export interface EntryDates {
  /** First day, `YYYY-MM-DD`. */
  starts: string;
  /** Last day, `YYYY-MM-DD`; `null`: the source announced no end, it runs until withdrawn. */
  ends: string | null;
  /** Who gave the dates, and where (writers' text, never shown). */
  source: string;
}

interface EntryBase {
  /** The file name without `.yml`: the entry's id and its card's anchor on the page. */
  slug: string;
  title: string;
  /** One or two sentences. */
  summary: string;
  /** Only for a dated entry; an ongoing one has none. */
  dates?: EntryDates;
  /** The card's place in the list (1 first); entries without it follow, by date and title. */
  order?: number;
  /** A site path with more about the offer. */
  to?: string;
}

export interface PromotionEntry extends EntryBase {
  /** Where the rules are: a site path with an optional `#anchor`. */
  terms: string;
  /** The figure shown large on the card; left out when a figure alone would say too little (a bare percentage). */
  amount?: Amount;
  /** The amount is a cap (a match bonus "up to" it), shown as „akár 600 $”, never as a flat gift. */
  upTo?: boolean;
}

export interface TournamentEntry extends EntryBase {
  format: TournamentFormat;
  /** The (smallest) buy-in, in dollars; left out when no figure is announced. */
  buyIn?: Amount;
  /** The largest buy-in, when the format has a range ("0,25 $ – 200 $"). */
  buyInMax?: Amount;
  prize?: Amount;
  /** The most valuable ticket a qualifier awards, in dollars: a ticket, never shown as a cash prize. */
  ticket?: Amount;
  schedule?: string;
  /** Where the tournament's own rules are on this site, if anywhere (the bonus terms do not cover tournaments). */
  terms?: string;
}

export interface CollectionEntries {
  promotions: PromotionEntry[];
  tournaments: TournamentEntry[];
}

export type EntryOf<K extends CollectionKind> = CollectionEntries[K][number];

/** What the validation found wrong with one field (`field` is the YAML key), in Hungarian. */
export interface EntryIssue {
  field: string;
  message: string;
}
