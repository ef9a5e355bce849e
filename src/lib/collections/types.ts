/** The two content collections, one YAML file per entry (`paths.ts`); the validated entries are in `schema.ts`. */
import type {Figure, FigureId} from '../../data/figures';

export type CollectionKind = 'promotions' | 'tournaments';

export const COLLECTION_KINDS: readonly CollectionKind[] = ['promotions', 'tournaments'];

/** The tournament formats of the site's content; the cash formats (All-In or Fold, Rush & Cash) are no tournaments. */
export const TOURNAMENT_FORMATS = ['Spin & Gold', 'Mystery Battle Royale', 'Flip & Go', 'WSOP Express'];

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

/** What the validation found wrong with one field (`field` is the YAML key). */
export interface EntryIssue {
  field: string;
  message: string;
}
