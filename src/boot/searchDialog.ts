import {SITE_SEARCH_DIALOG_ID} from '../lib/search/control';
import {buildIndex, type SearchHit, searchSections} from '../lib/search/engine';
import {excerptOf} from '../lib/search/excerpt';
import {type SearchIndexFile, searchIndexPath, sectionsOfFile} from '../lib/search/indexFile';
import type {SearchLanguage} from '../lib/search/terms';
// The dialog's styles, in the chunk that draws it: nothing of them is on a page until the search opens. Colours
// and sizes are the site's tokens (src/css/tokens.css), sizes in rem; it fills a narrow screen (320 px, 200 % zoom).
import SEARCH_DIALOG_CSS from './searchDialog.css';

/**
 * The site search's dialog, a chunk of the boot script loaded when the visitor opens the search (no React), after
 * the WAI-ARIA searchbox pattern. The build's `search/<locale>.json` is indexed here in a few short tasks.
 */

async function loadEngine(baseUrl: string, locale: string) {
  const response = await fetch(`${baseUrl}${searchIndexPath(locale)}`);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  const file = (await response.json()) as SearchIndexFile;
  const sections = sectionsOfFile(file);
  return {...file, sections, index: buildIndex(sections, file.language)};
}

type Engine = Awaited<ReturnType<typeof loadEngine>>;
let engine: Promise<Engine> | null = null;

function engineOf(baseUrl: string, locale: string): Promise<Engine> {
  engine ??= loadEngine(baseUrl, locale).catch((error: unknown) => {
    engine = null; // the next opening tries again
    throw error;
  });
  return engine;
}

/** `{name}` in a label replaced by its value; a count label's forms are separated by `|` (one|other). */
function fill(label: string, values: Record<string, string | number>, count?: number): string {
  const forms = label.split('|');
  const one = count !== undefined && new Intl.PluralRules(document.documentElement.lang).select(count) === 'one';
  const form = forms[one ? 0 : forms.length - 1];
  return form.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  if (text !== undefined) created.textContent = text;
  return created;
}

function resultItem(hit: SearchHit, language: SearchLanguage): HTMLLIElement {
  const {section} = hit;
  const item = element('li', 'site-search__result');
  const link = element('a', 'site-search__link', {
    href: section.anchor ? `${section.url}#${section.anchor}` : section.url,
  });
  link.append(element('span', 'site-search__page', {}, section.title));
  if (section.heading) link.append(element('span', 'site-search__heading', {}, section.heading));
  const excerpt = element('span', 'site-search__excerpt');
  for (const part of excerptOf(section.text, hit.terms, language)) {
    excerpt.append(part.marked ? element('mark', '', {}, part.text) : document.createTextNode(part.text));
  }
  link.append(excerpt);
  item.append(link);
  return item;
}

function createDialog(found: Engine) {
  const {labels} = found;
  const dialog = element('dialog', 'site-search', {id: SITE_SEARCH_DIALOG_ID, 'aria-labelledby': 'site-search-title'});
  const bar = element('div', 'site-search__bar');
  const title = element('h2', 'site-search__title', {id: 'site-search-title'}, labels.SEARCH_DIALOG_TITLE);
  const close = element('button', 'site-search__close', {type: 'button', 'aria-label': labels.SEARCH_CLOSE});
  close.append(element('span', 'site-search__close-icon', {'aria-hidden': 'true'}));
  close.addEventListener('click', () => dialog.close());
  bar.append(title, close);
  const form = element('form', 'site-search__form', {role: 'search'});
  form.addEventListener('submit', (event) => event.preventDefault());
  const label = element('label', 'site-search__label', {for: 'site-search-input'}, labels.SEARCH_INPUT_LABEL);
  const input = element('input', 'site-search__input', {
    id: 'site-search-input',
    type: 'search',
    autocomplete: 'off',
    spellcheck: 'false',
    enterkeyhint: 'search',
    'aria-describedby': 'site-search-status',
  });
  form.append(label, input);
  const status = element('p', 'site-search__status', {id: 'site-search-status', role: 'status'});
  const results = element('ul', 'site-search__results');
  const empty = element('div', 'site-search__empty');
  const emptyText = element('p', '');
  const contact = element('a', '', {href: found.contactUrl}, labels.SEARCH_NO_RESULTS_CONTACT);
  empty.append(emptyText, contact);
  empty.hidden = true;
  dialog.append(bar, form, status, results, empty);
  return {dialog, input, status, results, empty, emptyText};
}

type Parts = ReturnType<typeof createDialog>;

function moveWithArrows(parts: Parts): void {
  parts.dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops: HTMLElement[] = [parts.input, ...parts.results.querySelectorAll<HTMLElement>('a')];
    const at = stops.indexOf(document.activeElement as HTMLElement);
    if (at === -1 || stops.length === 1) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
    stops[next].focus();
  });
}

async function showResults(parts: Parts, found: Engine): Promise<void> {
  const query = parts.input.value.trim();
  const index = await found.index;
  if (parts.input.value.trim() !== query) return; // typed on meanwhile: the newer query shows
  const hits = query === '' ? [] : searchSections(index, found.sections, query, found.language);
  parts.results.replaceChildren(...hits.map((hit) => resultItem(hit, found.language)));
  parts.empty.hidden = query === '' || hits.length > 0;
  const noResults = fill(found.labels.SEARCH_NO_RESULTS, {query: `„${query}”`});
  parts.emptyText.textContent = noResults;
  parts.status.textContent =
    query === ''
      ? ''
      : hits.length > 0
        ? fill(found.labels.SEARCH_RESULT_COUNT, {count: hits.length}, hits.length)
        : noResults;
}

let opened: {parts: Parts; returnTo: HTMLElement} | null = null;

export async function openSearch(options: {button: HTMLButtonElement; baseUrl: string; locale: string}): Promise<void> {
  if (opened?.parts.dialog.open) return;
  const active = document.activeElement;
  const returnTo = active instanceof HTMLElement && active !== document.body ? active : options.button;
  let found: Engine;
  try {
    found = await engineOf(options.baseUrl, options.locale);
  } catch {
    return; // the index did not come: the next press tries again
  }
  if (!opened) {
    // The styles, as a stylesheet of the document made from the chunk's text (no inline `<style>`).
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(SEARCH_DIALOG_CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const parts = createDialog(found);
    let timer = 0;
    parts.input.addEventListener('input', () => {
      clearTimeout(timer);
      timer = window.setTimeout(() => void showResults(parts, found), 120);
    });
    moveWithArrows(parts);
    // Escape closes from anywhere in it, also from the search box (where the browser would only clear the text).
    parts.dialog.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      parts.dialog.close();
    });
    parts.dialog.addEventListener('close', () => opened?.returnTo.focus({preventScroll: true}));
    // A result's link leaves the dialog: closed, the page under it is the one the visitor goes on with.
    parts.results.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a')) parts.dialog.close();
    });
    document.body.append(parts.dialog);
    opened = {parts, returnTo};
  }
  opened.returnTo = returnTo;
  opened.parts.dialog.showModal();
  opened.parts.input.focus();
  opened.parts.input.select();
}
