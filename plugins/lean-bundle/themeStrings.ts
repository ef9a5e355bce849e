/**
 * The theme strings (`theme.…`) that components this site renders ask for. Docusaurus puts every theme string
 * into every page's main bundle, for components this site does not have (about 1.5 KB gzip of Hungarian text);
 * the server render keeps them all. `themeStringProblems` checks the list after every build, so a theme
 * component that starts rendering here cannot show an English fallback.
 */
const THEME_STRINGS_IN_USE: readonly string[] = [
  'theme.common.headingLinkTitle',
  'theme.common.skipToMainContent',
  'theme.ErrorPageContent.title',
  'theme.ErrorPageContent.tryAgain',
  'theme.NotFound.title',
];

export function browserTranslations(
  all: Readonly<Record<string, string>>,
  themeInUse: readonly string[] = THEME_STRINGS_IN_USE,
): Record<string, string> {
  const keep = new Set(themeInUse);
  return Object.fromEntries(Object.entries(all).filter(([id]) => !id.startsWith('theme.') || keep.has(id)));
}

/**
 * A theme string a built script asks for that the bundle lacks, or a listed one no script asks for. The table
 * names each string it holds once more; a locale without a translation of a string (English) has none.
 */
export function themeStringProblems(
  scripts: readonly string[],
  all: Readonly<Record<string, string>>,
  themeInUse: readonly string[] = THEME_STRINGS_IN_USE,
): string[] {
  const counts = new Map<string, number>();
  for (const source of scripts) {
    for (const match of source.matchAll(/["'`](theme\.[\w.-]+)["'`]/g)) {
      counts.set(match[1], (counts.get(match[1]) ?? 0) + 1);
    }
  }
  const listed = new Set(themeInUse);
  const problems: string[] = [];
  for (const id of counts.keys()) {
    if (id in all && !listed.has(id)) {
      problems.push(
        `${id} is used by a built script but left out of the browser's strings: add it to THEME_STRINGS_IN_USE`,
      );
    }
  }
  for (const id of themeInUse) {
    const asked = (counts.get(id) ?? 0) - (id in all ? 1 : 0);
    if (asked < 1) problems.push(`${id} is not used by any built script: remove it from THEME_STRINGS_IN_USE`);
  }
  return problems.sort();
}
