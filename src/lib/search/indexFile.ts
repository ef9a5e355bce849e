import type {SearchSection} from './engine';
import type {SearchLanguage} from './terms';

/**
 * The search dialog's texts by their `code.json` id (the dialog is no React, so no `translate`), each with the
 * English a region's `code.json` falls back to when it lacks the id, as every `translate()` of the site does.
 */
export const SEARCH_LABEL_DEFAULTS = {
  SEARCH_DIALOG_TITLE: 'Search the site',
  SEARCH_INPUT_LABEL: 'What are you looking for?',
  SEARCH_CLOSE: 'Close',
  SEARCH_RESULT_COUNT: 'One result|{count} results',
  SEARCH_NO_RESULTS: 'No results for: {query}',
  SEARCH_NO_RESULTS_CONTACT: 'Contact us and we will help you find it',
} as const;

export type SearchLabels = Record<keyof typeof SEARCH_LABEL_DEFAULTS, string>;

/** A section as the file holds it: its page's number in `pages`, anchor, heading, text, compound parts. */
type StoredSection = [page: number, anchor: string, heading: string, text: string, parts: string];

/** What `search/<locale>.json` holds: each page's address and title once, its sections, the dialog's texts. */
export interface SearchIndexFile {
  language: SearchLanguage;
  /** the contact page, for the empty state */
  contactUrl: string;
  labels: SearchLabels;
  pages: [url: string, title: string][];
  sections: StoredSection[];
}

/** One per locale (each region builds its own). */
export function searchIndexPath(locale: string): string {
  return `search/${locale}.json`;
}

export function storedSections(sections: readonly SearchSection[]): Pick<SearchIndexFile, 'pages' | 'sections'> {
  const pages: SearchIndexFile['pages'] = [];
  const pageOfUrl = new Map<string, number>();
  const stored = sections.map((section): StoredSection => {
    let page = pageOfUrl.get(section.url);
    if (page === undefined) {
      page = pages.push([section.url, section.title]) - 1;
      pageOfUrl.set(section.url, page);
    }
    return [page, section.anchor, section.heading, section.text, section.parts];
  });
  return {pages, sections: stored};
}

export function sectionsOfFile(file: Pick<SearchIndexFile, 'pages' | 'sections'>): SearchSection[] {
  return file.sections.map(([page, anchor, heading, text, parts]) => {
    const [url, title] = file.pages[page];
    return {url, title, anchor, heading, text, parts};
  });
}
