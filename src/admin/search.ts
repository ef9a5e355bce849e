/**
 * The editor's search finds what matches. Decap searches with a fuzzy match (the letters of the word in order,
 * anywhere) over every field of a page, its whole text included, so nearly every page matched any word. Its
 * results are narrowed here to the entries that hold every word of the search in one of their fields (title,
 * description, text, summary…), case and accents aside, in Decap's order. Decap has no hook for it: its store's
 * search result is replaced by the narrowed one as soon as it arrives (`SEARCH_ENTRIES_SUCCESS`, Decap's own).
 */
import {type DecapStore, whenDecapStore} from './decapStore';
import {SOURCE_KEY} from './format';

/** Lower case, accents off: „Bónusz” and „bonusz” are the same word to a search. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('hu-HU');
}

/** Whether an entry's fields (its data) hold every word of `term`. */
export function matchesSearch(term: string, data: Record<string, unknown>): boolean {
  const words = folded(term).split(/\s+/).filter(Boolean);
  const text = folded(
    Object.entries(data)
      .filter(([key, value]) => key !== SOURCE_KEY && typeof value === 'string')
      .map(([, value]) => value as string)
      .join('\n'),
  );
  return words.length > 0 && words.every((word) => text.includes(word));
}

interface EntryRef {
  collection: string;
  slug: string;
}

/** The parts of Decap's state read here: the search (plain) and the loaded entries (an Immutable.js map). */
interface SearchState {
  /** `page` is Decap's paging of a search service; its own search has none (undefined: nothing more to load) */
  search?: {isFetching: boolean; term: string; page?: number; entryIds: EntryRef[]};
  entries?: {getIn: (path: string[]) => {toJS: () => {data?: Record<string, unknown>}} | undefined};
}

/** The search result narrowed to the matching entries, or undefined when it needs no change. */
export function narrowedResult(state: SearchState): {type: string; payload: unknown} | undefined {
  const {search, entries} = state;
  if (!search || search.isFetching || !entries) return undefined;
  const found = search.entryIds.map((ref) => entries.getIn(['entities', `${ref.collection}.${ref.slug}`])?.toJS());
  const kept = found.filter((entry) => entry && matchesSearch(search.term, entry.data ?? {}));
  if (kept.length === found.length) return undefined;
  // The page as Decap had it: a page number would make Decap load "more" results, and narrow them again, forever.
  return {type: 'SEARCH_ENTRIES_SUCCESS', payload: {entries: kept, page: search.page}};
}

function narrowSearches(store: DecapStore): void {
  let narrowing = false;
  store.subscribe(() => {
    if (narrowing) return;
    const action = narrowedResult(store.getState() as SearchState);
    if (!action) return;
    narrowing = true;
    store.dispatch(action);
    narrowing = false;
  });
}

/** Once Decap has rendered, its search results are narrowed to what matches. */
export function refineSearch(): void {
  void whenDecapStore().then((store) => {
    if (store) narrowSearches(store);
  });
}
