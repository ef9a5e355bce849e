/**
 * An existing component tag changed with its form, and nothing else (a new block: `blockInsert.ts`):
 * `componentAt` reads the component tag at the cursor into its form, and `editBlock` writes it back with only the
 * props the writer changed rewritten (an untouched prop, the tag's layout and the rest of the text stay byte for
 * byte; an untouched form changes nothing).
 * The props are judged by the writers' check's own code (`blockValues.ts`), so a value it would refuse is refused
 * here with its message, and the text is not changed. The page is read the way the check reads it
 * (`blockTree.ts`), and the new text is read back the same way before it is handed over: what the form accepted
 * is what the page then says.
 * Pure: text and cursor in, text out. Offsets are UTF-16 indexes, as a `<textarea>`'s selection gives them.
 */
import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';

import {evaluateAttributes} from '../../lib/mdxProps/jsxProps';
import {formTexts} from '../locale/formTexts';
import {parseTree} from '../preview/mdxBody';
import {
  type Attribute,
  elementAt,
  eolOf,
  indentOf,
  isElement,
  offsetOf,
  openingTagEnd,
  tagSpans,
  type TreeNode,
  walk,
  withEol,
} from './blockTree';
import {fieldValue, NOT_WRITTEN, propRefusals, readsAs, type Refusal} from './blockValues';
import type {FieldSpec} from './fields';
import {attributeState, emptyField, type FieldState, type FormState, sameState} from './formState';
import {attributeText} from './jsxText';
import {type BlockComponent, blockComponent} from './registry';

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
  let found: {node: TreeNode; component: BlockComponent; open: [number, number]} | undefined;
  for (const node of walk(parsed.tree as unknown as TreeNode)) {
    const component = isElement(node) && node.name ? blockComponent(node.name) : undefined;
    const spans = component ? tagSpans(text, node) : undefined;
    if (!component || !spans) continue;
    const inside = [spans.open, spans.close].some((span) => span && cursor >= span[0] && cursor <= span[1]);
    if (inside) found = {node, component, open: spans.open};
  }
  if (!found) return {kind: 'none'};
  const {node, component, open} = found;
  const form: FormState = {};
  for (const field of component.fields) {
    const attribute = node.attributes?.findLast(
      (item): item is MdxJsxAttribute => item.type === 'mdxJsxAttribute' && item.name === field.name,
    );
    form[field.name] = attribute ? attributeState(field, attribute, text) : emptyOf(field);
  }
  return {kind: 'found', target: {name: component.name, start: open[0], end: open[1], form}};
}

/** A prop the tag does not have: an empty field (an empty list, not a new form's first item). */
function emptyOf(field: FieldSpec): FieldState {
  return field.kind === 'list' ? {kind: 'list', items: []} : emptyField(field);
}

/**
 * The tag of `target` with the form's changes: each changed prop rewritten where it stands (or removed, or added
 * after the last prop), everything else as it was. An unchanged form gives the text back as it is.
 */
export function editBlock(text: string, target: BlockTarget, form: FormState): BlockResult {
  const component = blockComponent(target.name);
  const element = elementAt(text, target.start, target.name);
  if (!component || !element) {
    return {
      ok: false,
      refusals: [{path: '', message: formTexts.refusals.componentMoved}],
    };
  }
  const changed = component.fields.filter((field) => !sameState(target.form[field.name], form[field.name]));
  if (changed.length === 0) return {ok: true, text, cursor: target.start};

  const refusals: Refusal[] = [];
  const props = new Map(Object.entries(evaluateAttributes(element.attributes ?? [])));
  for (const field of changed) {
    const state = form[field.name];
    const value = state ? fieldValue(field, state, field.name, refusals) : undefined;
    if (value === undefined) props.delete(field.name);
    else props.set(field.name, value);
  }
  const values = Object.fromEntries(props);
  refusals.push(...propRefusals(component, values));
  if (refusals.length > 0) return {ok: false, refusals};

  const eol = eolOf(text);
  const attributes = element.attributes ?? [];
  const nameEnd = target.start + 1 + target.name.length;
  const multiline = text.slice(target.start, target.end).includes('\n');
  const lastEnd = offsetOf(attributes.at(-1)?.position?.end) ?? nameEnd;
  const splices: {from: number; to: number; text: string}[] = [];
  const added: string[] = [];
  const addIndent = multiline
    ? attributes.length > 0
      ? indentOf(text, offsetOf(attributes.at(-1)?.position?.start) ?? target.start)
      : `${indentOf(text, target.start)}  `
    : indentOf(text, target.start);
  for (const field of changed) {
    const state = form[field.name];
    const index = attributes.findLastIndex((item) => item.type === 'mdxJsxAttribute' && item.name === field.name);
    const attribute: Attribute | undefined = index < 0 ? undefined : attributes[index];
    const from = offsetOf(attribute?.position?.start);
    const to = offsetOf(attribute?.position?.end);
    const written = state ? attributeText(field, state, from === undefined ? addIndent : indentOf(text, from)) : null;
    if (attribute && from !== undefined && to !== undefined) {
      if (written !== null) {
        splices.push({from, to, text: withEol(written, eol)});
      } else {
        // Removed with the space or line break before it.
        const previousEnd = index > 0 ? offsetOf(attributes[index - 1]?.position?.end) : nameEnd;
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
  const end = openingTagEnd(out, elementAt(out, target.start, target.name) ?? {type: ''}) ?? target.start;
  return {ok: true, text: out, cursor: end};
}
