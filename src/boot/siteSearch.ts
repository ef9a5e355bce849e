import {SITE_SEARCH_ATTRIBUTE} from '../lib/search/control';

/**
 * The site search's part of the boot script: what every page runs of it is these listeners. The dialog, the
 * engine and the index load when the visitor opens the search (the button, Ctrl+K / ⌘K, or „/” outside a text
 * field); pointing at the button starts the download early. Nothing of it loads otherwise.
 */
export function openSearchFromControls(page: Document, baseUrl: string, locale: string): void {
  const button = () => page.querySelector<HTMLButtonElement>(`button[${SITE_SEARCH_ATTRIBUTE}]`);
  const onButton = (event: Event) =>
    event.target instanceof Element && event.target.closest(`[${SITE_SEARCH_ATTRIBUTE}]`);
  const dialog = () => import('./searchDialog');
  const prefetch = (event: Event) => {
    if (onButton(event)) dialog().then((search) => search.prefetchSearch(baseUrl, locale), Boolean);
  };
  const open = (control: HTMLButtonElement | null) => {
    if (control) dialog().then((search) => search.openSearch({button: control, baseUrl, locale}), Boolean);
  };
  page.addEventListener('pointerover', prefetch, {passive: true});
  page.addEventListener('click', (event) => {
    if (onButton(event) && !event.defaultPrevented) open(button());
  });
  page.addEventListener('keydown', (event) => {
    const {key, target} = event;
    const typing = target instanceof HTMLElement && (target.isContentEditable || /^(INP|TEX|SEL)/.test(target.tagName));
    const shortcut =
      !event.altKey && (event.ctrlKey || event.metaKey ? key.toLowerCase() === 'k' : key === '/' && !typing);
    const control = button();
    // Not where the header is hidden (the embed modes) or the search is open already.
    if (!shortcut || event.defaultPrevented || !control?.offsetParent) return;
    event.preventDefault();
    open(control);
  });
}
