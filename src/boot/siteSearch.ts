import {SITE_SEARCH_BUTTON} from '../lib/search/control';

/**
 * The site search's part of the boot script: what every page runs of it is these listeners (a few hundred bytes
 * on every first visit, so kept small). The dialog, the engine and the index load when the visitor opens the
 * search (the button, Ctrl+K / ⌘K, or „/” outside a text field); nothing of it loads otherwise. (No download on
 * hover or focus: its listener cost every first visit more bytes than it saved the few who point first.)
 */
export function openSearchFromControls(page: Document, baseUrl: string, locale: string): void {
  const open = (event: Event) => {
    const button = page.querySelector<HTMLButtonElement>(SITE_SEARCH_BUTTON);
    // Not where the header is hidden (the embed modes).
    if (!button?.offsetParent) return;
    event.preventDefault();
    import('./searchDialog').then((search) => search.openSearch({button, baseUrl, locale}), Boolean);
  };
  page.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(SITE_SEARCH_BUTTON) && !event.defaultPrevented)
      open(event);
  });
  page.addEventListener('keydown', (event) => {
    const {key, target} = event;
    const typing = target instanceof HTMLElement && (target.isContentEditable || /^(INP|TEX|SEL)/.test(target.tagName));
    if (event.altKey || event.defaultPrevented) return;
    if (event.ctrlKey || event.metaKey ? key === 'k' || key === 'K' : key === '/' && !typing) open(event);
  });
}
