/**
 * What a visitor reads of a promotion or tournament: the text of its title, summary and schedule, with the figure
 * placeholders (`{fig:welcomeFree}`) hidden, since the build puts a sourced figure in their place.
 */
import {blankFigures} from '../../collections/figurePlaceholders';
import {HIDDEN} from './mask';

/** The entry fields whose text a visitor reads. */
export const ENTRY_PROSE_FIELDS: ReadonlySet<string> = new Set(['title', 'summary', 'schedule']);

/** One field's text as the rules read it: same length, its placeholders hidden. */
export function entryProseVisible(text: string): string {
  return blankFigures(text, HIDDEN);
}
