import {type DefaultTreeAdapterMap, parse} from 'parse5';

/**
 * A built page read once by the HTML standard's own parsing algorithm (parse5), for the post-build steps.
 *
 * The steps change a page by edits at the source positions the parser reports (insert an attribute, replace
 * an element), never by re-serialising the tree: the rest of the minified page stays byte for byte as the
 * bundler wrote it. Parsed as a browser without scripting parses it, so what `<noscript>` holds counts as
 * elements too (a visitor without JavaScript gets those, and their inline styles need hashes as well).
 */

export type PageElement = DefaultTreeAdapterMap['element'];
export type PageNode = DefaultTreeAdapterMap['node'];

export interface PageTree {
  html: string;
  /** Every element written in the source, in document order (the parser's implied ones are left out). */
  elements: PageElement[];
}

/** A change of the page's text: `text` replaces `[start, end)` (an insertion when they are equal). */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

export const isElement = (node: PageNode): node is PageElement => 'tagName' in node;

export const childrenOf = (node: PageNode): PageNode[] => ('childNodes' in node ? node.childNodes : []);

function collect(node: PageNode, into: PageElement[]): void {
  if (isElement(node) && node.sourceCodeLocation) into.push(node);
  for (const child of childrenOf(node)) collect(child, into);
  // A <template>'s children live in its content fragment.
  if ('content' in node) collect(node.content, into);
}

export function parsePage(html: string): PageTree {
  const document = parse(html, {sourceCodeLocationInfo: true, scriptingEnabled: false});
  const elements: PageElement[] = [];
  collect(document, elements);
  return {html, elements};
}

/** One attribute's value ('' when written without one, as `defer`), or null when the element lacks it. */
export function attr(element: PageElement, name: string): string | null {
  return element.attrs.find((attribute) => attribute.name === name)?.value ?? null;
}

/** The space-separated tokens of an attribute such as `rel`, lower-cased. */
export function tokens(element: PageElement, name: string): string[] {
  return (attr(element, name) ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** The element's text as the parser read it (a script's or style's source). */
export function textOf(element: PageElement): string {
  return element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
}

/** The whole element in the source: start tag, content and end tag. */
export function spanOf(element: PageElement): {start: number; end: number} {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> has no source position`);
  return {start: location.startOffset, end: location.endOffset};
}

/** An edit that inserts ` name="value"` right after the element's tag name (`<link name="value" …`). */
export function insertAttribute(element: PageElement, name: string, value: string): Edit {
  const at = spanOf(element).start + 1 + element.tagName.length;
  return {start: at, end: at, text: ` ${name}="${value}"`};
}

/** The HTML with the edits applied; edits may not overlap (two insertions at one place keep their order). */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const sorted = edits
    .map((edit, index) => ({edit, index}))
    .sort((a, b) => a.edit.start - b.edit.start || a.index - b.index)
    .map(({edit}) => edit);
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at || edit.end < edit.start) throw new Error(`overlapping page edits at ${edit.start}`);
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}
