/**
 * Infima classes the theme's own components render on this site (page layout, table of contents), found in
 * the built pages of Docusaurus 3.10. The theme's alerts, close buttons, navbar, footer and edit row are not
 * here: the slots that render them are replaced (`src/theme/README.md`). Classes that our code or
 * our pages name are found by scanning `src/`, `i18n/` and `plugins/` at build time, so writers never
 * need to touch this list; extend it only when a page starts using another theme component.
 */
export const THEME_INFIMA_CLASSES: readonly string[] = [
  'button',
  'col',
  'col--2',
  'col--8',
  'container',
  'container--fluid',
  'margin-vert--lg',
  'markdown',
  'row',
  'table-of-contents',
  'table-of-contents__left-border',
  'table-of-contents__link',
  'table-of-contents__link--active',
  'thin-scrollbar',
];
