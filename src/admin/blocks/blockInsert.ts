/**
 * One new block at the cursor (`insertBlock`), with a blank line before and after it, and the component's import
 * line at the top of the text when it needs one and the page does not import it yet. The props are judged by the
 * writers' check's own code first, and the new text is read back the check's way before it is handed over.
 * Pure: text and cursor in, text out.
 */
import {importedNames} from '../../lib/mdxProps/imports';
import {parseTree} from '../preview/mdxBody';
import type {BlockResult} from './blockEdit';
import {eolOf, offsetOf, tagSpans, type TreeNode} from './blockTree';
import {formProps, invalidPage, NOT_WRITTEN, propRefusals, readsAs, type Refusal} from './blockValues';
import type {FormState} from './formState';
import {elementText} from './jsxText';
import {blockComponent} from './registry';

/** Block-level nodes a new block never splits: it goes after them. */
function insertionPoint(text: string, nodes: readonly TreeNode[], cursor: number): number {
  for (const node of nodes) {
    const start = offsetOf(node.position?.start);
    const end = offsetOf(node.position?.end);
    if (start === undefined || end === undefined || cursor <= start || cursor >= end) continue;
    // Inside a component's content (between its tags): the same rule among its own blocks.
    const spans = node.type === 'mdxJsxFlowElement' ? tagSpans(text, node) : undefined;
    if (spans?.close && cursor >= spans.open[1] && cursor <= spans.close[0]) {
      return insertionPoint(text, node.children ?? [], cursor);
    }
    return end;
  }
  return cursor;
}

/** `block` at `at`, on lines of its own with a blank line before and after it. */
function placeBlock(text: string, at: number, block: string, eol: string): {text: string; start: number} {
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead =
    /^\s*$/.test(before) || /\n[ \t]*\r?\n[ \t]*$/.test(before) ? '' : /\n[ \t]*$/.test(before) ? eol : eol + eol;
  const trail = /^\s*$/.test(after)
    ? after.startsWith('\n') || after.startsWith('\r\n')
      ? ''
      : eol
    : /^[ \t]*\r?\n[ \t]*\r?\n/.test(after)
      ? ''
      : /^[ \t]*\r?\n/.test(after)
        ? eol
        : eol + eol;
  return {text: before + lead + block + trail + after, start: before.length + lead.length};
}

/** The text with `line` at its top: after the imports it starts with, or before its first line. */
function withImport(text: string, line: string, eol: string): {text: string; at: number; length: number} | undefined {
  const parsed = parseTree(text);
  if (!parsed.ok) return undefined;
  const nodes = (parsed.tree as unknown as TreeNode).children ?? [];
  let esmEnd: number | undefined;
  for (const node of nodes) {
    if (node.type !== 'mdxjsEsm') break;
    esmEnd = offsetOf(node.position?.end);
  }
  if (esmEnd !== undefined) {
    const added = `${eol}${line}`;
    return {text: text.slice(0, esmEnd) + added + text.slice(esmEnd), at: esmEnd, length: added.length};
  }
  const first = text.search(/\S/);
  const at = first < 0 ? text.length : first;
  const added = `${line}${eol}${eol}`;
  return {text: text.slice(0, at) + added + text.slice(at), at, length: added.length};
}

export interface InsertOptions {
  /** text between the tags, for a component that takes some */
  children?: string;
  /** each component's module for its import line (`@site/src/components/content/SectionIndex`) */
  modules: Readonly<Record<string, string>>;
}

/**
 * One new block of `name` at the cursor (after the paragraph, list, table or code the cursor is in), and its
 * import line when the component needs one and the page lacks it (then `importLine` says so).
 */
export function insertBlock(
  text: string,
  cursor: number,
  name: string,
  form: FormState,
  options: InsertOptions,
): BlockResult {
  const component = blockComponent(name);
  if (!component) return {ok: false, refusals: [{path: '', message: `Ismeretlen komponens: <${name}>`}]};
  const parsed = parseTree(text);
  if (!parsed.ok) return {ok: false, refusals: [invalidPage(parsed.line, parsed.reason)]};
  const refusals: Refusal[] = [];
  const props = formProps(component, form, refusals);
  refusals.push(...propRefusals(component, props));
  if (refusals.length > 0) return {ok: false, refusals};

  const eol = eolOf(text);
  const tree = parsed.tree as unknown as TreeNode;
  const block = elementText(
    name,
    component.fields,
    form,
    component.takesChildren ? (options.children ?? '') : undefined,
    eol,
  );
  const at = insertionPoint(text, tree.children ?? [], Math.max(0, Math.min(cursor, text.length)));
  const placed = placeBlock(text, at, block, eol);
  let out = placed.text;
  let start = placed.start;
  let importLine: string | undefined;
  if (!component.global && !importedNames(parsed.tree).has(name)) {
    const module = options.modules[name];
    if (!module) return {ok: false, refusals: [NOT_WRITTEN]};
    importLine = `import ${name} from '${module}';`;
    const imported = withImport(out, importLine, eol);
    if (!imported) return {ok: false, refusals: [NOT_WRITTEN]};
    out = imported.text;
    if (imported.at <= start) start += imported.length;
  }
  if (!readsAs(out, start, component, props)) return {ok: false, refusals: [NOT_WRITTEN]};
  return {ok: true, text: out, cursor: start + block.length, ...(importLine ? {importLine} : {})};
}
