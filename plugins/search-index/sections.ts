import {type DefaultTreeAdapterMap, parse} from 'parse5';

import type {SearchSection} from '../../src/lib/search/engine';
import {attr, childrenOf, isElement, type PageElement as Element, type PageNode as Node} from '../post-build/pageTree';

/**
 * A built page's sections as visitors read them: the text of its `<main>`, cut at each `<h2>`–`<h4>` with an id.
 * Left out: what is not read as the page's content (menus, the footer, text only screen readers get, the
 * headings' "#" links, scripts, icons) and any block a writer marked `data-search-ignore` (docs/writing.md).
 */

/** The attribute that keeps an element and everything in it out of the index. */
const SEARCH_IGNORE_ATTRIBUTE = 'data-search-ignore';

const SKIPPED_TAGS = new Set(['nav', 'footer', 'aside', 'script', 'style', 'template', 'noscript', 'svg', 'button']);
const SKIPPED_CLASSES = ['visually-hidden', 'sr-only', 'hash-link'];
const SECTION_HEADINGS = new Set(['h2', 'h3', 'h4']);
/** Elements after which words do not run on into the next element's. */
const BLOCKS = new Set(['p', 'li', 'dt', 'dd', 'td', 'th', 'tr', 'div', 'section', 'article', 'summary', 'details']);
const BLOCKS_AND_HEADINGS = new Set([...BLOCKS, 'h1', ...SECTION_HEADINGS, 'br']);

function isSkipped(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.tagName)) return true;
  if (attr(element, SEARCH_IGNORE_ATTRIBUTE) !== null || attr(element, 'aria-hidden') === 'true') return true;
  if (attr(element, 'hidden') !== null) return true;
  const classes = (attr(element, 'class') ?? '').split(/\s+/);
  return SKIPPED_CLASSES.some((name) => classes.includes(name));
}

function find(node: Node, test: (element: Element) => boolean): Element | null {
  if (isElement(node) && test(node)) return node;
  for (const child of childrenOf(node)) {
    const found = find(child, test);
    if (found) return found;
  }
  return null;
}

function squeeze(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** An element's readable text, with the skipped parts left out and blocks kept apart. */
function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value.replace(/\u200b/g, '');
  if (!isElement(node) && node.nodeName !== '#document-fragment') return '';
  if (isElement(node) && isSkipped(node)) return '';
  const inner = childrenOf(node).map(textOf).join('');
  return isElement(node) && BLOCKS_AND_HEADINGS.has(node.tagName) ? ` ${inner} ` : inner;
}

type Draft = Pick<SearchSection, 'anchor' | 'heading' | 'text'>;

/** Walks the content in order, starting a new section at each heading with an id. */
function collectSections(node: Node, sections: Draft[], title: {text: string}): void {
  for (const child of childrenOf(node)) {
    if (!isElement(child)) {
      sections[sections.length - 1].text += textOf(child);
      continue;
    }
    if (isSkipped(child)) continue;
    const id = attr(child, 'id');
    if (child.tagName === 'h1') {
      title.text ||= squeeze(textOf(child));
    } else if (SECTION_HEADINGS.has(child.tagName) && id) {
      sections.push({anchor: id, heading: squeeze(textOf(child)), text: ''});
    } else if (
      BLOCKS.has(child.tagName) ||
      find(child, (element) => element.tagName === 'h1' || SECTION_HEADINGS.has(element.tagName))
    ) {
      // A block may hold headings (a card, a grid): walk into it; its end still separates words.
      collectSections(child, sections, title);
      sections[sections.length - 1].text += ' ';
    } else {
      sections[sections.length - 1].text += textOf(child);
    }
  }
}

/** The page's `<title>` without the site's name, for a page whose content has no `<h1>`. */
function documentTitleOf(document: Node): string {
  const element = find(document, (candidate) => candidate.tagName === 'title');
  return element ? squeeze(textOf(element)).split(' | ')[0] : '';
}

/** The sections of one built page, or none when it has no `<main>` or is kept out as a whole. */
export function sectionsOfPage(html: string, url: string): Omit<SearchSection, 'parts'>[] {
  const document = parse(html);
  const main = find(document, (element) => element.tagName === 'main');
  if (!main || isSkipped(main)) return [];
  const drafts: Draft[] = [{anchor: '', heading: '', text: ''}];
  const title = {text: ''};
  collectSections(main, drafts, title);
  const pageTitle = title.text || documentTitleOf(document);
  return (
    drafts
      .map((draft) => ({...draft, text: squeeze(draft.text)}))
      // The page's top stays even without text of its own: it carries the page's title.
      .filter((draft, index) => index === 0 || draft.text !== '' || draft.heading !== '')
      .map((draft) => ({url, title: pageTitle, ...draft}))
  );
}
