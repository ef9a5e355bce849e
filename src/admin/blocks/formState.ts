/**
 * A component form's state: each prop as the writer typed it or as read from a tag. A value the form cannot show
 * as a field (JSX, `${…}`, a call) stays code, its own text; a list item keeps its text (`origin`), so an item
 * left alone is written back as it was. Plain data, compared as JSON.
 */
import type {Expression, Node as EstreeNode, ObjectExpression, Property, SpreadElement} from 'estree';
import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';

import type {FieldSpec, ListSpec, ObjectSpec, ScalarSpec} from './fields';

export type FieldState =
  | {kind: 'input'; text: string}
  | {kind: 'flag'; on: boolean}
  | {kind: 'object'; fields: Partial<Record<string, FieldState>>}
  | {kind: 'list'; items: ListItem[]}
  | {kind: 'raw'; source: string};

export interface ListItem {
  state: FieldState;
  /** the item as written in the page and its state as read: while the state is the same, the text is kept */
  origin?: {source: string; read: string};
}

export type FormState = Partial<Record<string, FieldState>>;

/** A string literal as Prettier writes it with the site's settings: single quotes, or double when fewer escapes. */
export function jsString(text: string): string {
  const singles = (text.match(/'/g) ?? []).length;
  const doubles = (text.match(/"/g) ?? []).length;
  const quote = singles > doubles ? '"' : "'";
  const escaped = text
    .replace(/[\\\n\r\u2028\u2029]/g, (char) => ESCAPES[char] ?? char)
    .replaceAll(quote, `\\${quote}`);
  return `${quote}${escaped}${quote}`;
}

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

const raw = (source: string): FieldState => ({kind: 'raw', source});

export function emptyField(spec: FieldSpec | ObjectSpec): FieldState {
  switch (spec.kind) {
    case 'input':
      return {kind: 'input', text: ''};
    case 'flag':
      return {kind: 'flag', on: false};
    case 'raw':
      return raw('');
    case 'object':
      return {kind: 'object', fields: Object.fromEntries(spec.fields.map((field) => [field.name, emptyField(field)]))};
    case 'list': {
      const count = Math.max(spec.minItems, spec.required ? 1 : 0);
      return {kind: 'list', items: Array.from({length: count}, () => emptyItem(spec))};
    }
  }
}

export function emptyItem(spec: ListSpec): ListItem {
  return {state: emptyField(spec.item)};
}

/** A new block's form: every field empty (a required list with its fewest items). */
export function emptyForm(fields: readonly FieldSpec[]): FormState {
  return Object.fromEntries(fields.map((field) => [field.name, emptyField(field)]));
}

export function sameState(a: FieldState | undefined, b: FieldState | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The text of an estree node in the page (its offsets are the page text's). */
function sourceOf(node: EstreeNode, text: string): string | undefined {
  const range = node.range ?? [(node as {start?: number}).start, (node as {end?: number}).end];
  const [start, end] = range;
  return start === undefined || end === undefined ? undefined : text.slice(start, end);
}

/** A literal the field can show: a string, a number, a `true`/`false`, a template without `${…}`. */
function literalOf(node: EstreeNode): string | number | boolean | undefined {
  if (node.type === 'Literal') {
    const {value} = node;
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
  }
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
  }
  if (
    node.type === 'UnaryExpression' &&
    node.operator === '-' &&
    node.argument.type === 'Literal' &&
    typeof node.argument.value === 'number'
  ) {
    return -node.argument.value;
  }
  return undefined;
}

/** The field's state for a literal value, or undefined when the field cannot show it. */
function scalarState(spec: ScalarSpec, value: string | number | boolean | null): FieldState | undefined {
  if (spec.kind === 'flag') return typeof value === 'boolean' ? {kind: 'flag', on: value} : undefined;
  if (spec.kind !== 'input' || value === null || typeof value === 'boolean') return undefined;
  if (spec.type === 'select')
    return spec.options.includes(String(value)) ? {kind: 'input', text: String(value)} : undefined;
  if (spec.type === 'text' && typeof value !== 'string') return undefined;
  return {kind: 'input', text: String(value)};
}

function propertyKey(property: Property | SpreadElement): string | undefined {
  const plain = property.type === 'Property' && property.kind === 'init';
  if (!plain || property.computed || property.shorthand || property.method) return undefined;
  const {key} = property;
  if (key.type === 'Identifier') return key.name;
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
}

function objectState(spec: ObjectSpec, node: ObjectExpression, text: string): FieldState | undefined {
  const fields: Partial<Record<string, FieldState>> = {};
  for (const property of node.properties) {
    const key = propertyKey(property);
    const field = spec.fields.find((candidate) => candidate.name === key);
    // A key the schema does not know, or given twice: the item is code, so nothing of it is lost.
    if (key === undefined || !field || key in fields || property.type !== 'Property') return undefined;
    fields[key] = nodeState(field, property.value as Expression, text);
  }
  for (const field of spec.fields) fields[field.name] ??= emptyField(field);
  return {kind: 'object', fields};
}

function listState(spec: ListSpec, node: EstreeNode, text: string): FieldState | undefined {
  if (node.type !== 'ArrayExpression') return undefined;
  const items: ListItem[] = [];
  for (const element of node.elements) {
    if (!element || element.type === 'SpreadElement') return undefined;
    const source = sourceOf(element, text);
    if (source === undefined) return undefined;
    const state =
      spec.item.kind === 'object'
        ? element.type === 'ObjectExpression'
          ? (objectState(spec.item, element, text) ?? raw(source))
          : raw(source)
        : nodeState(spec.item, element, text);
    items.push({state, origin: {source, read: JSON.stringify(state)}});
  }
  return {kind: 'list', items};
}

/** The state of a field whose value is this expression: a field's value when it can show it, else code. */
function nodeState(spec: FieldSpec | ObjectSpec, node: Expression, text: string): FieldState {
  const source = sourceOf(node, text) ?? '';
  if (spec.kind === 'list') return listState(spec, node, text) ?? raw(source);
  if (spec.kind === 'object')
    return node.type === 'ObjectExpression' ? (objectState(spec, node, text) ?? raw(source)) : raw(source);
  const literal = literalOf(node);
  return (literal === undefined ? undefined : scalarState(spec, literal)) ?? raw(source);
}

/** The state of a prop as its attribute gives it (`name`, `name="…"`, `name={…}`). */
export function attributeState(spec: FieldSpec, attribute: MdxJsxAttribute, text: string): FieldState {
  const {value} = attribute;
  if (value === null || value === undefined) {
    return (spec.kind === 'list' ? undefined : scalarState(spec, true)) ?? raw('true');
  }
  if (typeof value === 'string') {
    return (spec.kind === 'list' ? undefined : scalarState(spec, value)) ?? raw(jsString(value));
  }
  const statement = value.data?.estree?.body[0];
  if (statement?.type !== 'ExpressionStatement' || value.data?.estree?.body.length !== 1) return raw(value.value);
  return nodeState(spec, statement.expression, text);
}

/** A step into a form's state: a prop or an object's key (a string), or a list's item (its index). */
export type FieldPath = readonly (string | number)[];

/** A path with one more step, as the check names a prop's part (`items[0].question`). */
export function joinPath(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${String(key)}]` : path ? `${path}.${key}` : key;
}

function updateIn(state: FieldState, path: FieldPath, change: (state: FieldState) => FieldState): FieldState {
  if (path.length === 0) return change(state);
  const [key, ...rest] = path;
  if (typeof key === 'number' && state.kind === 'list') {
    const items = state.items.map((item, index) =>
      index === key ? {...item, state: updateIn(item.state, rest, change)} : item,
    );
    return {...state, items};
  }
  if (typeof key === 'string' && state.kind === 'object') {
    const field = state.fields[key];
    return field ? {...state, fields: {...state.fields, [key]: updateIn(field, rest, change)}} : state;
  }
  return state;
}

/** The form with the field at `path` changed (a new form: the old one stays as it was). */
export function updateField(form: FormState, path: FieldPath, change: (state: FieldState) => FieldState): FormState {
  const [name, ...rest] = path;
  const field = typeof name === 'string' ? form[name] : undefined;
  return field && typeof name === 'string' ? {...form, [name]: updateIn(field, rest, change)} : form;
}
