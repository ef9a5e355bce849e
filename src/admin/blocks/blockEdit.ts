/**
 * A component block of the page's text written with its form: only the props the writer changed are rewritten (the
 * rest of the tag and of the text stay byte for byte), and a new block goes on lines of its own, with its import
 * line when the page lacks one. The props are judged by the writers' check's own code (`componentPropIssues`), and
 * the new text is read back the way the check reads it (`mdxBody.ts`) before it is handed over: what the form
 * accepted is what the page then says. `bodyIssues`: why a text may not be saved, as the check says it.
 * Offsets are UTF-16 indexes, as a `<textarea>`'s selection gives them.
 */
import type {Nodes} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';

import {type PagePlace, pageTextFindings, type SiteRoutes} from '../../lib/check/formCheck';
import {evaluateAttributes, importedNames} from '../../lib/mdxProps/jsxProps';
import {componentPropIssues} from '../../lib/mdxProps/propIssues';
import {deepEqual} from '../format/formValues';
import {formTexts} from '../locale/editorTexts';
import {parseTree} from '../preview/mdxBody';
import {type BlockComponent, blockComponent, type FieldSpec, type ObjectSpec} from './fields';
import {attributeState, emptyField, type FieldState, type FormState, joinPath, sameState} from './formState';
import {attributeText, elementText, isAbsent, numberOf} from './jsxText';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function eolOf(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

function withEol(text: string, eol: string): string {
  return text.replace(/\r?\n/g, eol);
}

/** The tree's MDX elements (tags), each before those inside it. */
function* elements(node: Nodes): Generator<JsxElement> {
  for (const child of 'children' in node ? node.children : []) {
    if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') yield child;
    yield* elements(child);
  }
}

/** The end of an element's opening tag (just after its `>`), from its last prop or its name. */
function openingTagEnd(text: string, node: JsxElement): number | undefined {
  const start = node.position?.start.offset;
  if (start === undefined) return undefined;
  const last = node.attributes.at(-1);
  const from = last ? last.position?.end.offset : start + 1 + (node.name ?? '').length;
  if (from === undefined) return undefined;
  const close = text.indexOf('>', from);
  return close < 0 ? undefined : close + 1;
}

/** The spans of an element's tags: the opening one and, unless it closes itself, the closing one. */
function tagSpans(text: string, node: JsxElement): {open: [number, number]; close?: [number, number]} | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const openEnd = openingTagEnd(text, node);
  if (start === undefined || end === undefined || openEnd === undefined) return undefined;
  if (openEnd >= end) return {open: [start, openEnd]};
  const closeStart = text.lastIndexOf('</', end - 1);
  return {open: [start, openEnd], close: closeStart >= openEnd ? [closeStart, end] : undefined};
}

function indentOf(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
}

/** The element whose tag starts at `start`, named `name`, in a fresh reading of the text. */
function elementAt(text: string, start: number, name: string): JsxElement | undefined {
  const parsed = parseTree(text);
  if (!parsed.ok) return undefined;
  return [...elements(parsed.tree)].find((node) => node.name === name && node.position?.start.offset === start);
}

const TEXT = formTexts.refusals;

/** Why the form's values were not written: the check's message and fix, or why a code field does not read. */
export interface Refusal {
  /** `items[0].question`; empty for the block as a whole */
  path: string;
  message: string;
  /** what to do, when the check says it separately (it prints `message → fix`) */
  fix?: string;
}

const NOT_WRITTEN: Refusal = {path: '', message: TEXT.notWritten};

/** A code field's value as the check would read it in a tag, or why it does not read as one expression. */
function codeValue(source: string): {ok: true; value: unknown} | {ok: false; reason: string} {
  const parsed = parseTree(`<X v={${source}} />`);
  if (!parsed.ok) return {ok: false, reason: parsed.reason};
  const element = [...elements(parsed.tree)].at(0);
  const attribute = element?.attributes[0];
  const expression = attribute?.type === 'mdxJsxAttribute' ? attribute.value : undefined;
  const program = typeof expression === 'object' && expression ? expression.data?.estree : undefined;
  if (
    element?.attributes.length !== 1 ||
    attribute?.type !== 'mdxJsxAttribute' ||
    attribute.name !== 'v' ||
    typeof expression !== 'object' ||
    expression?.value !== source ||
    program?.body.length !== 1 ||
    program.body[0]?.type !== 'ExpressionStatement'
  ) {
    return {ok: false, reason: TEXT.notOneExpression};
  }
  return {ok: true, value: evaluateAttributes(element.attributes).v};
}

/** The value a field gives the props (undefined: left out), as the check will read it from the written tag. */
function fieldValue(spec: FieldSpec | ObjectSpec, state: FieldState, path: string, refusals: Refusal[]): unknown {
  if (isAbsent(spec, state)) return undefined;
  switch (state.kind) {
    case 'input':
      return numberOf(spec, state.text) ?? state.text;
    case 'flag':
      return state.on;
    case 'raw': {
      const result = codeValue(state.source.trim());
      if (result.ok) return result.value;
      refusals.push({path, message: TEXT.badCode(path, result.reason)});
      return undefined;
    }
    case 'object':
      return setFields({}, spec.kind === 'object' ? spec.fields : [], state.fields, refusals, path);
    case 'list':
      return spec.kind === 'list'
        ? state.items.map((item, index) => fieldValue(spec.item, item.state, joinPath(path, index), refusals))
        : undefined;
  }
}

/** `props` with each field's value from the form set, or left out when the field gives none. */
function setFields(
  props: Record<string, unknown>,
  fields: readonly FieldSpec[],
  form: FormState,
  refusals: Refusal[],
  path = '',
): Record<string, unknown> {
  for (const field of fields) {
    const state = form[field.name];
    const value = state ? fieldValue(field, state, joinPath(path, field.name), refusals) : undefined;
    if (value === undefined) Reflect.deleteProperty(props, field.name);
    else props[field.name] = value;
  }
  return props;
}

function propRefusals(component: BlockComponent, props: Record<string, unknown>): Refusal[] {
  const issues = componentPropIssues(component.name, component.schema, props);
  return issues.map(({path, message, fix}) => ({path, message, fix}));
}

/** Whether the tag at `start` in `text` now reads as exactly these props, and the check has nothing against them. */
function readsAs(text: string, start: number, component: BlockComponent, props: Record<string, unknown>): boolean {
  const element = elementAt(text, start, component.name);
  if (!element) return false;
  const written = evaluateAttributes(element.attributes);
  return deepEqual(written, props) && propRefusals(component, written).length === 0;
}

export type BlockResult =
  {ok: true; text: string; cursor: number; importLine?: string} | {ok: false; refusals: Refusal[]};

/** A component tag in the page, read into its form. */
export interface BlockTarget {
  name: string;
  /** the opening tag: from its `<` to just after its `>` */
  start: number;
  end: number;
  form: FormState;
}

export type Lookup =
  {kind: 'none'} | {kind: 'invalid'; line: number | undefined; reason: string} | {kind: 'found'; target: BlockTarget};

/** The component tag at the cursor: in its opening or closing tag (the innermost, if tags nest). */
export function componentAt(text: string, cursor: number): Lookup {
  const parsed = parseTree(text);
  if (!parsed.ok) return {kind: 'invalid', line: parsed.line, reason: parsed.reason};
  let found: {node: JsxElement; component: BlockComponent; open: [number, number]} | undefined;
  for (const node of elements(parsed.tree)) {
    const component = blockComponent(node.name);
    const spans = component ? tagSpans(text, node) : undefined;
    if (!component || !spans) continue;
    const inside = [spans.open, spans.close].some((span) => span && cursor >= span[0] && cursor <= span[1]);
    if (inside) found = {node, component, open: spans.open};
  }
  if (!found) return {kind: 'none'};
  const {node, component, open} = found;
  const form: FormState = {};
  for (const field of component.fields) {
    const attribute = node.attributes.findLast(
      (item): item is MdxJsxAttribute => item.type === 'mdxJsxAttribute' && item.name === field.name,
    );
    // A prop the tag does not have: an empty list, not a new form's first item.
    const empty = field.kind === 'list' ? {kind: 'list' as const, items: []} : emptyField(field);
    form[field.name] = attribute ? attributeState(field, attribute, text) : empty;
  }
  return {kind: 'found', target: {name: component.name, start: open[0], end: open[1], form}};
}

/**
 * The tag of `target` with the form's changes: each changed prop rewritten where it stands (or removed, or added
 * after the last prop), everything else as it was. An unchanged form gives the text back as it is.
 */
export function editBlock(text: string, target: BlockTarget, form: FormState): BlockResult {
  const component = blockComponent(target.name);
  const element = elementAt(text, target.start, target.name);
  if (!component || !element) return {ok: false, refusals: [{path: '', message: TEXT.componentMoved}]};
  const changed = component.fields.filter((field) => !sameState(target.form[field.name], form[field.name]));
  if (changed.length === 0) return {ok: true, text, cursor: target.start};

  const refusals: Refusal[] = [];
  const values = setFields(evaluateAttributes(element.attributes), changed, form, refusals);
  refusals.push(...propRefusals(component, values));
  if (refusals.length > 0) return {ok: false, refusals};

  const eol = eolOf(text);
  const {attributes} = element;
  const nameEnd = target.start + 1 + target.name.length;
  const multiline = text.slice(target.start, target.end).includes('\n');
  const lastEnd = attributes.at(-1)?.position?.end.offset ?? nameEnd;
  const splices: {from: number; to: number; text: string}[] = [];
  const added: string[] = [];
  const addIndent = multiline
    ? attributes.length > 0
      ? indentOf(text, attributes.at(-1)?.position?.start.offset ?? target.start)
      : `${indentOf(text, target.start)}  `
    : indentOf(text, target.start);
  for (const field of changed) {
    const state = form[field.name];
    const index = attributes.findLastIndex((item) => item.type === 'mdxJsxAttribute' && item.name === field.name);
    const attribute = index < 0 ? undefined : attributes[index];
    const from = attribute?.position?.start.offset;
    const to = attribute?.position?.end.offset;
    const written = state ? attributeText(field, state, from === undefined ? addIndent : indentOf(text, from)) : null;
    if (attribute && from !== undefined && to !== undefined) {
      if (written !== null) {
        splices.push({from, to, text: withEol(written, eol)});
      } else {
        // Removed with the space or line break before it.
        const previousEnd = index > 0 ? attributes[index - 1]?.position?.end.offset : nameEnd;
        splices.push({from: previousEnd ?? from, to, text: ''});
      }
    } else if (written !== null) {
      added.push(withEol(written, eol));
    }
  }
  if (added.length > 0) {
    const separator = multiline ? `${eol}${addIndent}` : ' ';
    splices.push({from: lastEnd, to: lastEnd, text: added.map((item) => `${separator}${item}`).join('')});
  }
  let out = text;
  for (const splice of splices.sort((a, b) => b.from - a.from || b.to - a.to)) {
    out = out.slice(0, splice.from) + splice.text + out.slice(splice.to);
  }
  if (!readsAs(out, target.start, component, values)) return {ok: false, refusals: [NOT_WRITTEN]};
  const written = elementAt(out, target.start, target.name);
  return {ok: true, text: out, cursor: (written && openingTagEnd(out, written)) ?? target.start};
}

/** Block-level nodes a new block never splits: it goes after them. */
function insertionPoint(text: string, nodes: readonly Nodes[], cursor: number): number {
  for (const node of nodes) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined || cursor <= start || cursor >= end) continue;
    // Inside a component's content (between its tags): the same rule among its own blocks.
    const spans = node.type === 'mdxJsxFlowElement' ? tagSpans(text, node) : undefined;
    if (spans?.close && cursor >= spans.open[1] && cursor <= spans.close[0]) {
      return insertionPoint(text, 'children' in node ? node.children : [], cursor);
    }
    return end;
  }
  return cursor;
}

/** `block` at `at`, on lines of its own with a blank line before and after it. */
function placeBlock(text: string, at: number, block: string, eol: string): {text: string; start: number} {
  const before = text.slice(0, at);
  const after = text.slice(at);
  // Two line breaks beside the block, less those the spaces and line breaks already there give.
  const gap = (space = '') => eol.repeat(Math.max(0, 2 - (space.match(/\n/g) ?? []).length));
  const lead = /^\s*$/.test(before) ? '' : gap(/(?:[ \t]|\r?\n)*$/.exec(before)?.[0]);
  const trail = !/^\s*$/.test(after) ? gap(/^(?:[ \t]|\r?\n)*/.exec(after)?.[0]) : /^\r?\n/.test(after) ? '' : eol;
  return {text: before + lead + block + trail + after, start: before.length + lead.length};
}

/** The text with `line` at its top: after the imports it starts with, or before its first line. */
function withImport(text: string, line: string, eol: string): {text: string; at: number; length: number} | undefined {
  const parsed = parseTree(text);
  if (!parsed.ok) return undefined;
  let esmEnd: number | undefined;
  for (const node of parsed.tree.children) {
    if (node.type !== 'mdxjsEsm') break;
    esmEnd = node.position?.end.offset;
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

interface InsertOptions {
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
  if (!parsed.ok) return {ok: false, refusals: [{path: '', message: TEXT.invalidPage(parsed.line, parsed.reason)}]};
  const refusals: Refusal[] = [];
  const props = setFields({}, component.fields, form, refusals);
  refusals.push(...propRefusals(component, props));
  if (refusals.length > 0) return {ok: false, refusals};

  const eol = eolOf(text);
  const block = elementText(
    name,
    component.fields,
    form,
    component.takesChildren ? (options.children ?? '') : undefined,
    eol,
  );
  const at = insertionPoint(text, parsed.tree.children, Math.max(0, Math.min(cursor, text.length)));
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

function where(line: number | undefined): string {
  return line === undefined ? '' : formTexts.issueLine(line);
}

/** Every issue of the text, `„sor: üzenet → teendő”`; none for a text the check would pass on these rules. */
export function bodyIssues(text: string, place: PagePlace, routes?: SiteRoutes): string[] {
  const parsed = parseTree(text);
  if (!parsed.ok) {
    // The parse failure is already in the check's words (src/lib/mdxReason.ts), with its line.
    return [`${where(parsed.line)}${formTexts.notCompiled(parsed.reason, parsed.advice)}`];
  }
  const issues: string[] = [];
  for (const node of elements(parsed.tree)) {
    const component = blockComponent(node.name);
    const line = node.position?.start.line;
    for (const issue of component ? propRefusals(component, evaluateAttributes(node.attributes)) : []) {
      issues.push(`${where(line)}${issue.message} → ${issue.fix ?? ''}`);
    }
  }
  for (const finding of pageTextFindings(text, place, routes)) {
    issues.push(`${where(finding.line)}${finding.message} → ${finding.fix}`);
  }
  return issues;
}
