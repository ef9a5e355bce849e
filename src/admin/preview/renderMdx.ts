/**
 * The page's parsed text as React elements for the editor's preview, in the site's own markup so the site's
 * stylesheet styles it (`mdast-util-to-hast`, then `hast-util-to-jsx-runtime` on Decap's `h`). What only the built
 * site can run is not run: a component tag becomes a box labelled with its name, a `{…}` expression shows as its
 * code. `<Fig id="…" />` is drawn for real: a figure reads better as its value, and the bundle has the figures.
 */
import type {Element, ElementContent, Nodes} from 'hast';
import {toJsxRuntime} from 'hast-util-to-jsx-runtime';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {type Handler, type State, toHast} from 'mdast-util-to-hast';

import {isFigureId} from '../../data/figures';
import {fig, figNumber} from '../../lib/format/figureText';
import type {H} from '../decapApi';
import {previewTexts} from '../locale/editorTexts';

/** HTML written as JSX in a page that the preview draws as such (anything else is shown as a component box). */
const HTML_TAGS = new Set([
  ...['a', 'abbr', 'b', 'br', 'code', 'del', 'em', 'i', 'kbd', 'mark', 's', 'small', 'span', 'strong', 'sub'],
  ...['sup', 'u', 'p', 'div', 'section', 'blockquote', 'ul', 'ol', 'li', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'details', 'summary', 'figure', 'figcaption'],
]);

/** Literal attributes of those HTML tags the preview keeps; `{…}` values are not evaluated. */
const HTML_ATTRIBUTES = new Set(['href', 'title', 'lang', 'id', 'className']);

/** A link or image address the preview may use: site paths, anchors, relative paths, web, mail and phone. */
function safeUrl(url: unknown): boolean {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(String(url).trim())?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return {type: 'element', tagName, properties, children};
}

/** A tag's literal attributes (a bare one, `numberOnly`, is `true`, as in JSX). */
function literals(node: MdxJsxFlowElement | MdxJsxTextElement): Record<string, unknown> {
  const pairs = node.attributes.flatMap((item) =>
    item.type === 'mdxJsxAttribute' && (item.value === null || typeof item.value !== 'object')
      ? [[item.name, item.value ?? true]]
      : [],
  );
  return Object.fromEntries(pairs) as Record<string, unknown>;
}

const jsxElement: Handler = (state: State, node: MdxJsxFlowElement | MdxJsxTextElement) => {
  const {name} = node;
  const children = state.all(node);
  if (!name) return children;
  const props = literals(node);
  if (name === 'Fig' && typeof props.id === 'string' && isFigureId(props.id)) {
    return {type: 'text', value: props.numberOnly === true ? figNumber[props.id] : fig[props.id]};
  }
  if (HTML_TAGS.has(name)) {
    const kept = Object.entries(props).filter(([key, value]) => HTML_ATTRIBUTES.has(key) && typeof value === 'string');
    return element(name, Object.fromEntries(kept) as Element['properties'], children);
  }
  // A component the preview cannot run: its name on a label, its own text (if any) below it.
  const inline = node.type === 'mdxJsxTextElement';
  const className = ['admin-preview-component', ...(inline ? ['admin-preview-component--inline'] : [])];
  const label = element('span', {className: ['admin-preview-component__label']}, [
    {type: 'text', value: previewTexts.component(name)},
  ]);
  const properties = {className, dataComponent: name, title: previewTexts.componentTitle};
  return element(inline ? 'span' : 'div', properties, [label, ...children]);
};

const expression: Handler = (_state: State, node: {value: string}) => {
  const code = node.value.trim();
  // A comment (`{/* … */}`) shows nothing on the site.
  if (/^\/\*[\s\S]*\*\/$/.test(code)) return undefined;
  const properties = {className: ['admin-preview-expression'], title: previewTexts.expressionTitle};
  return element('code', properties, [{type: 'text', value: `{${code}}`}]);
};

const HANDLERS: Record<string, Handler> = {
  mdxJsxFlowElement: jsxElement,
  mdxJsxTextElement: jsxElement,
  mdxFlowExpression: expression,
  mdxTextExpression: expression,
  mdxjsEsm: () => undefined,
};

/**
 * The tree as the preview draws it: no link or image address it may not use (`javascript:` and the like), and no
 * line breaks `mdast-util-to-hast` puts between blocks (the markup as the site's pages have it).
 */
function cleaned(node: Nodes): void {
  if (node.type === 'element') {
    for (const key of ['href', 'src']) {
      if (key in node.properties && !safeUrl(node.properties[key])) node.properties[key] = undefined;
    }
  }
  if ('children' in node) {
    node.children = node.children.filter((child) => child.type !== 'text' || child.value !== '\n');
    node.children.forEach(cleaned);
  }
}

const FRAGMENT = Symbol('fragment');

/** The elements of the page's text, in order, to pass as children. */
export function renderMdx(tree: Root, h: H): unknown[] {
  const hast = toHast(tree, {handlers: HANDLERS});
  cleaned(hast);
  const jsx = (type: unknown, props: Record<string, unknown>, key?: string) =>
    type === FRAGMENT ? props.children : h(type, {...props, key});
  return [toJsxRuntime(hast, {Fragment: FRAGMENT, jsx, jsxs: jsx})].flat();
}
