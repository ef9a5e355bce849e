/**
 * The preview's own boxes (the search result above the page, component placeholders, expressions, the MDX
 * error), added to the preview frame after the site's stylesheet. The search result looks like one, in a
 * search engine's colours, not the site's: it is not part of the page. The boxes in the page use the site's
 * variables where they exist, with fallbacks for the local dev server, whose preview has no built stylesheet.
 */
export const PREVIEW_CSS = `
.admin-preview-meta {
  padding: 0.75rem 1rem;
  border-bottom: 1px solid #dadde1;
  background: #fff;
  font-family: system-ui, sans-serif;
}
.admin-preview-meta__title { margin: 0; font-size: 1.125rem; color: #1a0dab; }
.admin-preview-meta__description { margin: 0.25rem 0 0; font-size: 0.875rem; color: #4d5156; }
.admin-preview-component {
  margin: 0 0 var(--ifm-paragraph-margin-bottom, 1.25rem);
  padding: 0.75rem 1rem;
  border: 2px dashed var(--ifm-color-emphasis-500, #8c8c8c);
  border-radius: 6px;
  background: var(--ifm-color-emphasis-100, #f4f4f5);
}
.admin-preview-component--inline { display: inline; margin: 0; padding: 0 0.3em; border-width: 1px; }
.admin-preview-component__label {
  display: block;
  font: 600 0.8125rem/1.4 var(--ifm-font-family-base, system-ui, sans-serif);
  color: var(--ifm-color-emphasis-800, #444);
}
.admin-preview-component--inline > .admin-preview-component__label { display: inline; }
.admin-preview-expression { background: var(--ifm-color-emphasis-200, #ebedf0); }
.admin-preview-error {
  margin-bottom: 1.25rem;
  padding: 1rem;
  border: 2px solid var(--ifm-color-danger-dark, #d32f2f);
  border-radius: 6px;
  background: var(--ifm-color-danger-contrast-background, #fdecea);
  /* The page's text colour is the site's, light for its dark background: the pale box has its own, dark one. */
  color: var(--ifm-color-danger-contrast-foreground, #4b1113);
}
`;
