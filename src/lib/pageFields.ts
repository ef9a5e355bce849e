/**
 * The rules for every page's `title` and `description` (lengths in characters), one home for the writers' check
 * and the browser editor's form, so both refuse with the same message.
 */
import {region} from '../data/region';

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

const TEXTS = {
  hu: {
    missing: (field: string) => `Hiányzik a front matter „${field}” mezője.`,
    missingFix: (field: string, min: number, max: number) => `írj ${min}–${max} karakteres „${field}” mezőt`,
    length: (field: string, length: number, tooShort: boolean) =>
      `A „${field}” ${length} karakter, ${tooShort ? 'túl rövid' : 'túl hosszú'}.`,
    lengthFix: (min: number, max: number) => `${min}–${max} karakter`,
  },
  en: {
    missing: (field: string) => `The front matter has no “${field}” field.`,
    missingFix: (field: string, min: number, max: number) => `write a “${field}” of ${min}–${max} characters`,
    length: (field: string, length: number, tooShort: boolean) =>
      `The “${field}” is ${length} characters, ${tooShort ? 'too short' : 'too long'}.`,
    lengthFix: (min: number, max: number) => `${min}–${max} characters`,
  },
};

const TEXT = TEXTS[region.texts.language];

/** What is wrong with a page's `title` or `description`, or null when it is right. */
export function pageFieldIssue(field: PageField, raw: unknown): PageFieldIssue | null {
  const value = pageFieldText(raw);
  const [min, max] = PAGE_FIELD_LIMITS[field];
  if (!value) {
    return {message: TEXT.missing(field), fix: TEXT.missingFix(field, min, max)};
  }
  if (value.length >= min && value.length <= max) return null;
  return {message: TEXT.length(field, value.length, value.length < min), fix: TEXT.lengthFix(min, max)};
}
