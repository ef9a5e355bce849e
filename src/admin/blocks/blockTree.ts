/**
 * The page's MDX as the block forms read it: the syntax tree's nodes (remark with MDX and GFM, the reading of
 * the writers' check), where a component's tags start and end, the indentation and line endings around them.
 * Pure: text in, positions out. Offsets are UTF-16 indexes, as a `<textarea>`'s selection gives them.
 */
import type {MdxJsxAttribute, MdxJsxExpressionAttribute} from 'mdast-util-mdx-jsx';

import {parseTree} from '../preview/mdxBody';

export type Attribute = MdxJsxAttribute | MdxJsxExpressionAttribute;

/** The parts of the syntax tree read here. */
export interface TreeNode {
  type: string;
  name?: string | null;
  attributes?: Attribute[];
  children?: TreeNode[];
  position?: {start: {offset?: number}; end: {offset?: number}};
}

export const offsetOf = (point: {offset?: number} | undefined): number | undefined => point?.offset;

export function eolOf(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

export function withEol(text: string, eol: string): string {
  return text.replace(/\r?\n/g, eol);
}

export function isElement(node: TreeNode): boolean {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

export function* walk(node: TreeNode): Generator<TreeNode> {
  for (const child of node.children ?? []) {
    yield child;
    yield* walk(child);
  }
}

/** The end of an element's opening tag (just after its `>`), from its last prop or its name. */
export function openingTagEnd(text: string, node: TreeNode): number | undefined {
  const start = offsetOf(node.position?.start);
  if (start === undefined) return undefined;
  const last = node.attributes?.at(-1);
  const from = last ? offsetOf(last.position?.end) : start + 1 + (node.name ?? '').length;
  if (from === undefined) return undefined;
  const close = text.indexOf('>', from);
  return close < 0 ? undefined : close + 1;
}

/** The spans of an element's tags: the opening one and, unless it closes itself, the closing one. */
export function tagSpans(text: string, node: TreeNode): {open: [number, number]; close?: [number, number]} | undefined {
  const start = offsetOf(node.position?.start);
  const end = offsetOf(node.position?.end);
  const openEnd = openingTagEnd(text, node);
  if (start === undefined || end === undefined || openEnd === undefined) return undefined;
  if (openEnd >= end) return {open: [start, openEnd]};
  const closeStart = text.lastIndexOf('</', end - 1);
  return {open: [start, openEnd], close: closeStart >= openEnd ? [closeStart, end] : undefined};
}

export function indentOf(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
}

/** The element whose tag starts at `start`, named `name`, in a fresh reading of the text. */
export function elementAt(text: string, start: number, name: string): TreeNode | undefined {
  const parsed = parseTree(text);
  if (!parsed.ok) return undefined;
  return [...walk(parsed.tree as unknown as TreeNode)].find(
    (node) => isElement(node) && node.name === name && offsetOf(node.position?.start) === start,
  );
}
