/**
 * Whether a region's pages are written in Hungarian. The Hungarian text rules and the shared data files'
 * strings (written in Hungarian, for the first region) apply only then.
 */
export function isHungarianLocale(locale: string): boolean {
  return /^hu(?:-|$)/i.test(locale);
}
