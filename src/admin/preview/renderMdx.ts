/**
 * The page's parsed text as React elements for the editor's preview, in the site's own markup so the site's
 * stylesheet styles it. What only the built site can run is not run here: an MDX component tag becomes a box
 * (or, inside a sentence, a chip) labelled with its name, its text inside; a `{…}` expression shows as its code;
 * imports and exports show nothing (they show nothing on the site either). `<Fig id="…" />` is the one
 * component drawn for real: a figure in a sentence reads better as its value, and the admin bundle has the
 * figures already (the collections' rules use them).
 * Elements are made with the `h` given (Decap's React `createElement`), children passed one by one so React
 * needs no keys. Browser code: no Node built-ins.
 */
import {isFigureId} from '../../data/figures';
import {fig, figNumber} from '../../lib/format/figureText';
import {previewTexts} from '../locale/editorTexts';
import type {MdxAttribute, MdxNode} from './mdxBody';

export type H = (type: string, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** Class names of the preview's own boxes, styled by the preview's own CSS (`index.ts`). */
const PREVIEW_CLASSES = {
  component: 'admin-preview-component',
  inline: 'admin-preview-component--inline',
  label: 'admin-preview-component__label',
  expression: 'admin-preview-expression',
} as const;

const SIMPLE: Record<string, string> = {
  paragraph: 'p',
  blockquote: 'blockquote',
  emphasis: 'em',
  strong: 'strong',
  delete: 'del',
};

/** HTML written as JSX in a page that the preview draws as such (anything else is shown as a component box). */
const HTML_TAGS = new Set([
  ...['a', 'abbr', 'b', 'br', 'code', 'del', 'em', 'i', 'kbd', 'mark', 's', 'small', 'span', 'strong', 'sub'],
  ...['sup', 'u', 'p', 'div', 'section', 'blockquote', 'ul', 'ol', 'li', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'details', 'summary', 'figure', 'figcaption'],
]);

/** Literal attributes of those HTML tags the preview keeps; `{…}` values are not evaluated. */
const HTML_ATTRIBUTES = new Set(['href', 'title', 'lang', 'id', 'className']);

/** A link or image address the preview may use: site paths, anchors, relative paths, web, mail and phone. */
function safeUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme) ? url : undefined;
}

function literal(attributes: MdxAttribute[] | undefined, name: string): unknown {
  const attribute = attributes?.find((item) => item.type === 'mdxJsxAttribute' && item.name === name);
  // A bare attribute (`numberOnly`) is `true`, as in JSX.
  return attribute === undefined ? undefined : attribute.value === null ? true : attribute.value;
}

interface Context {
  h: H;
  /** inside a loose list (blank lines between items): its items keep their paragraphs */
  looseList: boolean;
}

function children(node: MdxNode, context: Context): unknown[] {
  return (node.children ?? []).flatMap((child) => render(child, context));
}

function figureText(node: MdxNode): string | undefined {
  const id = literal(node.attributes, 'id');
  if (typeof id !== 'string' || !isFigureId(id)) return undefined;
  return literal(node.attributes, 'numberOnly') === true ? figNumber[id] : fig[id];
}

function htmlElement(node: MdxNode, name: string, context: Context): unknown {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name || typeof attribute.value !== 'string') continue;
    if (!HTML_ATTRIBUTES.has(attribute.name)) continue;
    props[attribute.name] = attribute.name === 'href' ? safeUrl(attribute.value) : attribute.value;
  }
  return context.h(name, props, ...children(node, context));
}

/** A component the preview cannot run: its name on a label, its own text (if any) below it. */
function componentBox(node: MdxNode, name: string, context: Context): unknown {
  const label = previewTexts.component(name);
  const inline = node.type === 'mdxJsxTextElement';
  const className = inline ? `${PREVIEW_CLASSES.component} ${PREVIEW_CLASSES.inline}` : PREVIEW_CLASSES.component;
  return context.h(
    inline ? 'span' : 'div',
    {className, 'data-component': name, title: previewTexts.componentTitle},
    context.h('span', {className: PREVIEW_CLASSES.label}, label),
    ...children(node, context),
  );
}

function jsxElement(node: MdxNode, context: Context): unknown[] {
  const name = node.name;
  if (!name) return children(node, context);
  if (name === 'Fig') {
    const text = figureText(node);
    if (text !== undefined) return [text];
  }
  if (HTML_TAGS.has(name)) return [htmlElement(node, name, context)];
  return [componentBox(node, name, context)];
}

function expression(node: MdxNode, context: Context): unknown[] {
  const code = (node.value ?? '').trim();
  // A comment (`{/* … */}`) shows nothing on the site.
  if (/^\/\*[\s\S]*\*\/$/.test(code)) return [];
  const title = previewTexts.expressionTitle;
  return [context.h('code', {className: PREVIEW_CLASSES.expression, title}, `{${code}}`)];
}

function list(node: MdxNode, context: Context): unknown {
  const looseList = Boolean(node.spread) || (node.children ?? []).some((item) => Boolean(item.spread));
  const props = node.ordered && typeof node.start === 'number' && node.start !== 1 ? {start: node.start} : null;
  return context.h(node.ordered ? 'ol' : 'ul', props, ...children(node, {...context, looseList}));
}

function listItem(node: MdxNode, context: Context): unknown {
  // As on the site: the items of a tight list hold their text without a paragraph around it.
  const parts = (node.children ?? []).flatMap((child) =>
    child.type === 'paragraph' && !context.looseList ? children(child, context) : render(child, context),
  );
  return context.h('li', null, ...parts);
}

function table(node: MdxNode, context: Context): unknown {
  const [first, ...rows] = node.children ?? [];
  const cell = (row: MdxNode | undefined, head: boolean) =>
    (row?.children ?? []).map((item, i) => {
      const align = node.align?.[i];
      const props = align ? {style: {textAlign: align}} : null;
      return context.h(head ? 'th' : 'td', props, ...children(item, context));
    });
  return context.h(
    'table',
    null,
    context.h('thead', null, context.h('tr', null, ...cell(first, true))),
    context.h('tbody', null, ...rows.map((row) => context.h('tr', null, ...cell(row, false)))),
  );
}

function render(node: MdxNode, context: Context): unknown[] {
  const {h} = context;
  const tag = SIMPLE[node.type];
  if (tag) return [h(tag, null, ...children(node, context))];
  switch (node.type) {
    case 'text':
      return [node.value ?? ''];
    case 'heading':
      return [h(`h${String(node.depth ?? 2)}`, null, ...children(node, context))];
    case 'thematicBreak':
      return [h('hr')];
    case 'break':
      return [h('br')];
    case 'inlineCode':
      return [h('code', null, node.value ?? '')];
    case 'code':
      return [h('pre', null, h('code', null, node.value ?? ''))];
    case 'link':
      return [h('a', {href: safeUrl(node.url), title: node.title ?? undefined}, ...children(node, context))];
    case 'image':
      return [h('img', {src: safeUrl(node.url), alt: node.alt ?? '', title: node.title ?? undefined})];
    case 'list':
      return [list(node, context)];
    case 'listItem':
      return [listItem(node, context)];
    case 'table':
      return [table(node, context)];
    case 'footnoteReference':
      return [h('sup', null, `[${node.label ?? ''}]`)];
    case 'footnoteDefinition':
      return [h('div', null, `[${node.label ?? ''}] `, ...children(node, context))];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxElement(node, context);
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return expression(node, context);
    // Imports and exports (and raw HTML, which MDX does not have) show nothing.
    case 'mdxjsEsm':
    case 'html':
      return [];
    default:
      return node.children ? children(node, context) : node.value ? [node.value] : [];
  }
}

/** The elements of the page's text, in order, to pass as children. */
export function renderMdx(nodes: readonly MdxNode[], h: H): unknown[] {
  const context: Context = {h, looseList: false};
  return nodes.flatMap((node) => render(node, context));
}
