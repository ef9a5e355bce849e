/** The editor's own form widgets, registered in the browser (`src/admin/widgets.ts`) and named in its configuration. */
export const WIDGETS = {
  pageTitle: 'page-title',
  pageDescription: 'page-description',
  entryField: 'entry-field',
  entryFlag: 'entry-flag',
  pageBody: 'page-body',
} as const;
