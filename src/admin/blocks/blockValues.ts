/**
 * A block form's values as the writers' check reads them from the written tag: each field's value (a code field
 * read as the one expression it must be), the check's own refusals (`componentPropIssues` of
 * `src/lib/mdxProps`), and whether a written tag reads back as exactly the props the form gave.
 */
import {evaluateAttributes} from '../../lib/mdxProps/jsxProps';
import {componentPropIssues} from '../../lib/mdxProps/propIssues';
import {formTexts} from '../locale/formTexts';
import {parseTree} from '../preview/mdxBody';
import {elementAt, isElement, type TreeNode, walk} from './blockTree';
import type {FieldSpec, ObjectSpec} from './fields';
import type {FieldState, FormState} from './formState';
import {isAbsent, numberOf} from './jsxText';
import type {BlockComponent} from './registry';

const TEXT = formTexts.refusals;

/** Why the form's values were not written: the check's message and fix, or why a code field does not read. */
export interface Refusal {
  /** `items[0].question`; empty for the block as a whole */
  path: string;
  message: string;
  /** what to do, when the check says it separately (it prints `message → fix`) */
  fix?: string;
}

export const NOT_WRITTEN: Refusal = {
  path: '',
  message: TEXT.notWritten,
};

export function invalidPage(line: number | undefined, reason: string): Refusal {
  return {path: '', message: TEXT.invalidPage(line, reason)};
}

function joinPath(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${String(key)}]` : path ? `${path}.${key}` : key;
}

/** A code field's value as the check would read it in a tag, or why it does not read as one expression. */
function codeValue(source: string): {ok: true; value: unknown} | {ok: false; reason: string} {
  const parsed = parseTree(`<X v={${source}} />`);
  if (!parsed.ok) return {ok: false, reason: parsed.reason};
  const element = [...walk(parsed.tree as unknown as TreeNode)].find(isElement);
  const attribute = element?.attributes?.[0];
  const expression = attribute?.type === 'mdxJsxAttribute' ? attribute.value : undefined;
  const program = typeof expression === 'object' && expression ? expression.data?.estree : undefined;
  if (
    element?.attributes?.length !== 1 ||
    attribute?.type !== 'mdxJsxAttribute' ||
    attribute.name !== 'v' ||
    typeof expression !== 'object' ||
    expression?.value !== source ||
    program?.body.length !== 1 ||
    program.body[0]?.type !== 'ExpressionStatement'
  ) {
    return {ok: false, reason: TEXT.notOneExpression};
  }
  return {ok: true, value: evaluateAttributes(element.attributes ?? []).v};
}

/** The value a field gives the props (undefined: left out), as the check will read it from the written tag. */
export function fieldValue(
  spec: FieldSpec | ObjectSpec,
  state: FieldState,
  path: string,
  refusals: Refusal[],
): unknown {
  if (isAbsent(spec, state)) return undefined;
  switch (state.kind) {
    case 'input':
      return spec.kind === 'input' && spec.type === 'number' ? (numberOf(state.text) ?? state.text) : state.text;
    case 'flag':
      return state.on;
    case 'raw': {
      const result = codeValue(state.source.trim());
      if (result.ok) return result.value;
      refusals.push({
        path,
        message: TEXT.badCode(path, result.reason),
      });
      return undefined;
    }
    case 'object': {
      const fields = spec.kind === 'object' ? spec.fields : [];
      const object: Record<string, unknown> = {};
      for (const field of fields) {
        const value = state.fields[field.name];
        const item = value ? fieldValue(field, value, joinPath(path, field.name), refusals) : undefined;
        if (item !== undefined) object[field.name] = item;
      }
      return object;
    }
    case 'list':
      return spec.kind === 'list'
        ? state.items.map((item, index) => fieldValue(spec.item, item.state, joinPath(path, index), refusals))
        : undefined;
  }
}

/** The check's issues with these props, each as its message and fix. */
export function propRefusals(component: BlockComponent, props: Record<string, unknown>): Refusal[] {
  return componentPropIssues(component.name, component.definition.schema, props).map((issue) => ({
    path: issue.path,
    message: issue.message,
    fix: issue.fix,
  }));
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** Whether the tag at `start` in `text` now reads as exactly these props, and the check has nothing against them. */
export function readsAs(
  text: string,
  start: number,
  component: BlockComponent,
  props: Record<string, unknown>,
): boolean {
  const element = elementAt(text, start, component.name);
  if (!element) return false;
  const written = evaluateAttributes(element.attributes ?? []);
  return deepEqual(written, props) && propRefusals(component, written).length === 0;
}

/** The form's props for a new block, with any refusal of a code field. */
export function formProps(component: BlockComponent, form: FormState, refusals: Refusal[]): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const field of component.fields) {
    const state = form[field.name];
    const value = state ? fieldValue(field, state, field.name, refusals) : undefined;
    if (value !== undefined) props[field.name] = value;
  }
  return props;
}
