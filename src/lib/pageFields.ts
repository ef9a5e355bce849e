/**
 * The rules for the two front-matter fields every page has: `title` (the browser tab, menus and search results)
 * and `description` (the search result's text), in characters. One home for the writers' check
 * (`npm run check`, rule `front-matter`) and the browser editor's form, so both refuse with the same Hungarian
 * message. Pure: no Node, no DOM.
 */
export const PAGE_FIELD_LIMITS = {title: [2, 70], description: [110, 160]} as const;

export type PageField = keyof typeof PAGE_FIELD_LIMITS;

export interface PageFieldIssue {
  message: string;
  fix: string;
}

/** A front-matter value as written text: a number or yes/no counts as text; an empty key (null) is missing. */
function pageFieldText(raw: unknown): string {
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw).trim();
  return '';
}

/** What is wrong with a page's `title` or `description`, or null when it is right. */
export function pageFieldIssue(field: PageField, raw: unknown): PageFieldIssue | null {
  const value = pageFieldText(raw);
  const [min, max] = PAGE_FIELD_LIMITS[field];
  if (!value) {
    return {
      message: `Hiányzik a front matter „${field}” mezője.`,
      fix: `írj ${min}–${max} karakteres „${field}” mezőt`,
    };
  }
  if (value.length >= min && value.length <= max) return null;
  return {
    message: `A „${field}” ${value.length} karakter, ${value.length < min ? 'túl rövid' : 'túl hosszú'}.`,
    fix: `${min}–${max} karakter`,
  };
}
