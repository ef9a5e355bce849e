/**
 * Embed modes and query flags (`clean` suppresses consent scripts, `lighthouse` analytics scripts). Values are
 * compared exactly after URL decoding, so only the three known classes can ever reach the DOM.
 */

export type EmbedMode = 'nav-1' | 'nav-logo' | 'nav-all';

const EMBED_MODES: readonly EmbedMode[] = ['nav-1', 'nav-logo', 'nav-all'];

const VALUE_TO_MODE: Record<string, EmbedMode> = {'1': 'nav-1', logo: 'nav-logo', all: 'nav-all'};

/** Both spellings; `embedded` wins when both are present. */
const EMBED_KEYS = ['embedded', 'embeded'] as const;

function paramsOf(search: string): URLSearchParams | null {
  return typeof search === 'string' && search.length <= 8192 ? new URLSearchParams(search) : null;
}

/**
 * The embed mode named by the query: a mode, null for "no mode" (absent or unknown value), or undefined
 * when the query does not mention embedding at all (the current mode is kept).
 */
export function embedModeFromSearch(search: string): EmbedMode | null | undefined {
  const params = paramsOf(search);
  if (!params) return undefined;
  for (const key of EMBED_KEYS) {
    if (params.has(key)) {
      const value = params.get(key) ?? '';
      return Object.hasOwn(VALUE_TO_MODE, value) ? VALUE_TO_MODE[value] : null;
    }
  }
  return undefined;
}

/** True when the query has the flag as a key (`?clean`, `?clean=1`). Keys are matched exactly. */
export function hasQueryFlag(search: string, flag: 'clean' | 'lighthouse'): boolean {
  return paramsOf(search)?.has(flag) ?? false;
}

/** The mode is decided on the first page and kept across in-site navigations unless a new query names one. */
export function nextEmbedMode(current: EmbedMode | null, search: string): EmbedMode | null {
  const fromQuery = embedModeFromSearch(search);
  return fromQuery === undefined ? current : fromQuery;
}

/** The mode's own class, and none of the other known ones. */
export function applyEmbedMode(classList: DOMTokenList, mode: EmbedMode | null): void {
  for (const known of EMBED_MODES) {
    if (known !== mode) classList.remove(known);
  }
  if (mode) classList.add(mode);
}
