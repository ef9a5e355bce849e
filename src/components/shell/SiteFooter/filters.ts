/** Pure helpers of the footer: locale filtering of banner lists and the social icon by label. */

/** A banner is shown only when it has no locale or its locale is the current one. */
export function visibleForLocale<T extends {locale?: string}>(items: readonly T[], locale: string): T[] {
  return items.filter((item) => item.locale === undefined || item.locale === locale);
}

/** A social link's icon is chosen by the lowercased label; null when there is no such icon. */
export function socialIconPath(label: string, known: readonly string[]): string | null {
  const name = label.trim().toLowerCase();
  return known.includes(name) ? `/img/footer/social/${name}.svg` : null;
}
