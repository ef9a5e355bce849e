import MiniSearch, {type Query} from 'minisearch';

import {queryTermsOf, type SearchLanguage, termOf, wordsOf} from './terms';

/** One section of a page: from one heading to the next (the page's top before the first). */
export interface SearchSection {
  /** the page's path with the site's base URL, `/hu/funds/` */
  url: string;
  /** the heading's id, `''` for the page's top */
  anchor: string;
  title: string;
  /** the section's heading, `''` for the page's top */
  heading: string;
  text: string;
  /** the parts of the section's compound words that are words of the site too (`pókerszótár` → `szótár`) */
  parts: string;
}

/** Words of five letters or more may have one letter wrong, missing or extra. */
const TYPO_MIN_LETTERS = 5;
/** A title's word counts four times a text's, a heading's three times; a compound's part half. */
const BOOST = {title: 4, heading: 3, text: 1, parts: 0.5};

/**
 * The engine (MiniSearch) over the sections, indexed where it runs: the index of a site's text is larger than
 * the text itself, so the browser gets the text and indexes it in a few tasks (`addAllAsync`).
 */
export async function buildIndex(
  sections: readonly SearchSection[],
  language: SearchLanguage,
): Promise<MiniSearch<SearchSection & {id: number}>> {
  const index = new MiniSearch<SearchSection & {id: number}>({
    fields: Object.keys(BOOST),
    tokenize: wordsOf,
    processTerm: (word) => termOf(word, language),
    // The query arrives as terms already (`queryOf`).
    searchOptions: {tokenize: (term) => [term], processTerm: (term) => term, boost: BOOST},
  });
  await index.addAllAsync(sections.map((section, id) => ({...section, id})));
  return index;
}

/**
 * The query: each word any of its terms (the word itself, as a prefix while it is being typed, or with one
 * typo), the words together by the sum of their matches, so a section with more of them ranks higher.
 */
function queryOf(text: string, language: SearchLanguage): Query {
  return {
    combineWith: 'OR',
    queries: wordsOf(text).map((word) => ({
      combineWith: 'OR',
      queries: queryTermsOf(word, language),
      prefix: true,
      fuzzy: word.length >= TYPO_MIN_LETTERS ? 1 : false,
    })),
  };
}

export interface SearchHit {
  section: SearchSection;
  /** the index terms of the section that the query matched */
  terms: string[];
}

/** The best-matching section of each page, best page first; at most `limit` pages. */
export function searchSections(
  index: MiniSearch,
  sections: readonly SearchSection[],
  text: string,
  language: SearchLanguage,
  limit = 10,
): SearchHit[] {
  const hits: SearchHit[] = [];
  const pages = new Set<string>();
  for (const result of index.search(queryOf(text, language))) {
    const section = sections[result.id as number];
    if (pages.has(section.url)) continue;
    pages.add(section.url);
    hits.push({section, terms: result.terms});
    if (hits.length === limit) break;
  }
  return hits;
}
