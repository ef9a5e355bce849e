/**
 * The editor's own form widgets, registered in the browser (`src/admin/widgets.ts`) and named in its configuration.
 * Hungarian words: Decap names a field to a screen reader by its widget („oldalcím típusú mező”).
 */
export const WIDGETS = {
  pageTitle: 'oldalcím',
  pageDescription: 'oldalleírás',
  entryField: 'adatmező',
  entryFlag: 'kapcsoló',
  pageBody: 'oldalszöveg',
} as const;
