/**
 * The search dialog's styles, in the chunk that draws it: nothing of them is on a page until the search opens. The
 * site's colours and sizes come from its custom properties (src/css/tokens.css); sizes in rem, so the dialog grows
 * with the visitor's text size, and it fills a narrow screen (320 px, or 200 % zoom).
 */
export const SEARCH_DIALOG_CSS = `
.site-search {
  box-sizing: border-box;
  width: min(40rem, 100vw - 1rem);
  max-height: min(40rem, 100dvh - 1rem);
  margin: 0.5rem auto auto;
  padding: var(--space-4);
  overflow-y: auto;
  border: 1px solid var(--site-border);
  border-radius: var(--radius-card);
  background: var(--site-surface);
  color: var(--site-text);
  font: inherit;
}
.site-search::backdrop { background: rgb(0 0 0 / 0.7); }
.site-search__bar { display: flex; align-items: center; justify-content: space-between; gap: var(--space-2); }
.site-search__title { margin: 0; font-size: var(--font-size-h3); }
.site-search__close {
  display: inline-flex; flex: none; align-items: center; justify-content: center;
  width: 44px; height: 44px; padding: 0; border: 0; border-radius: 50%;
  background: none; color: inherit; cursor: pointer;
}
.site-search__close:hover { background: var(--site-surface-2); }
.site-search__close-icon, .site-search__close-icon::before {
  display: block; width: 18px; height: 2px; background: currentColor; transform: rotate(45deg);
}
.site-search__close-icon::before { content: ''; transform: rotate(90deg); }
.site-search__form { margin-top: var(--space-3); }
.site-search__label { display: block; margin-bottom: var(--space-1); color: var(--site-text-muted); }
.site-search__input {
  box-sizing: border-box; width: 100%; min-height: 44px; padding: var(--space-2) var(--space-3);
  border: 1px solid var(--site-border); border-radius: var(--radius-small);
  background: var(--site-bg); color: var(--site-text); font: inherit;
}
.site-search :focus-visible { outline: 2px solid var(--site-gold); outline-offset: 2px; }
.site-search__status { margin: var(--space-3) 0 var(--space-2); color: var(--site-text-muted); font-size: var(--font-size-small); }
.site-search__status:empty { margin: 0; }
.site-search__results { margin: 0; padding: 0; list-style: none; }
.site-search__result + .site-search__result { margin-top: var(--space-2); }
.site-search__link {
  display: block; padding: var(--space-3); border-radius: var(--radius-small);
  background: var(--site-surface-2); color: var(--site-text); text-decoration: none; overflow-wrap: anywhere;
}
.site-search__link:hover { color: var(--site-text); background: var(--site-border); }
.site-search__page { display: block; font-weight: 700; }
.site-search__heading { display: block; color: var(--site-gold); font-size: var(--font-size-small); }
.site-search__excerpt { display: block; margin-top: var(--space-1); color: var(--site-text-muted); font-size: var(--font-size-small); }
.site-search__excerpt mark { background: none; color: var(--site-text); font-weight: 700; text-decoration: underline; }
.site-search__empty a { color: var(--site-gold); }
`;
