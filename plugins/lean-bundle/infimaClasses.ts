/**
 * Infima classes the theme's own components render on this site (page layout, table of contents,
 * theme alerts, close buttons), found in the built pages of Docusaurus 3.10. Classes that our code or
 * our pages name are found by scanning `src/`, `i18n/` and `plugins/` at build time, so writers never
 * need to touch this list; extend it only when a page starts using another theme component.
 */
export const THEME_INFIMA_CLASSES: readonly string[] = [
  'alert',
  'alert--danger',
  'alert--info',
  'alert--secondary',
  'alert--success',
  'alert--warning',
  'breadcrumbs',
  'button',
  'clean-btn',
  'close',
  'col',
  'col--2',
  'col--8',
  'container',
  'container--fluid',
  'footer',
  'hero',
  'margin-top--sm',
  'margin-vert--lg',
  'markdown',
  'menu',
  'navbar',
  'row',
  'table-of-contents',
  'table-of-contents__left-border',
  'table-of-contents__link',
  'table-of-contents__link--active',
  'thin-scrollbar',
];
