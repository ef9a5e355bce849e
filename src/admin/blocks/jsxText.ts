/**
 * A component's props written as the site's pages write them (as Prettier lays out JSX with the site's settings):
 * on one line when it fits in 120 characters, else one prop a line with the multi-line ones (lists) last; code and
 * a list item the writer left alone stay exactly as written. Pure; the values are checked before (`blockEdit.ts`).
 */
import type {FieldSpec, ObjectSpec, ScalarSpec} from './fields';
import {type FieldState, jsString, type ListItem} from './formState';

const WIDTH = 120;
const INDENT = '  ';

/** `name="…"` on a tag; as code (`name={'…'}`) when the text has both quotes, a line break or an `&` (MDX reads `&amp;` in a tag's text as `&`). */
function stringAttribute(name: string, text: string): string {
  if (/[\n\r&]/.test(text) || (text.includes('"') && text.includes("'"))) return `${name}={${jsString(text)}}`;
  return text.includes('"') ? `${name}='${text}'` : `${name}="${text}"`;
}

const NUMBER = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** The number a number field's text means, or undefined when it is not one (then the text is a string). */
export function numberOf(spec: FieldSpec | ObjectSpec, text: string): number | undefined {
  return spec.kind === 'input' && spec.type === 'number' && NUMBER.test(text) ? Number(text.trim()) : undefined;
}

/** Whether a field's state gives no value (the prop is left out). */
export function isAbsent(spec: FieldSpec | ObjectSpec, state: FieldState): boolean {
  switch (state.kind) {
    case 'input':
      return state.text === '';
    case 'flag':
      return !state.on && !spec.required;
    case 'raw':
      return state.source.trim() === '';
    case 'list':
      return state.items.length === 0 && !spec.required;
    case 'object':
      return false;
  }
}

function scalarCode(spec: ScalarSpec, state: FieldState): string {
  switch (state.kind) {
    case 'input': {
      const number = numberOf(spec, state.text);
      return number === undefined ? jsString(state.text) : String(number);
    }
    case 'flag':
      return String(state.on);
    case 'raw':
      return state.source.trim();
    default:
      return '';
  }
}

function keyText(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key);
}

/** An object's `key: value` parts, the keys in the schema's order; an empty field is left out. */
function objectParts(spec: ObjectSpec, state: FieldState): string[] | undefined {
  if (state.kind !== 'object') return undefined;
  return spec.fields.flatMap((field) => {
    const value = state.fields[field.name];
    if (!value || isAbsent(field, value)) return [];
    return [`${keyText(field.name)}: ${scalarCode(field, value)}`];
  });
}

/** An object of a list at `indent` (the indentation of its line): on one line, or one key a line. */
function objectCode(spec: ObjectSpec, state: FieldState, indent: string, expanded: boolean): string {
  const parts = objectParts(spec, state);
  if (!parts) return scalarCode({...spec, kind: 'raw'}, state);
  if (parts.length === 0) return '{}';
  if (!expanded) return `{${parts.join(', ')}}`;
  return `{\n${parts.map((part) => `${indent}${INDENT}${part},\n`).join('')}${indent}}`;
}

/** Whether an object goes on one line: it fits, and no value of it spans lines. */
function objectFits(spec: ObjectSpec, state: FieldState, indent: string): boolean {
  const line = `{${(objectParts(spec, state) ?? []).join(', ')}}`;
  return !line.includes('\n') && indent.length + line.length + 1 <= WIDTH;
}

/** The list's items as code: an item the writer left alone as it was written, the others laid out alike. */
function itemsCode(spec: FieldSpec, items: readonly ListItem[], indent: string): string[] {
  if (spec.kind !== 'list') return [];
  const {item: itemSpec} = spec;
  const kept = (item: ListItem) => item.origin?.read === JSON.stringify(item.state);
  // Objects are all on one line or all one key a line, as the pages write a list.
  const expanded =
    itemSpec.kind === 'object' && items.some((item) => !kept(item) && !objectFits(itemSpec, item.state, indent));
  return items.map((item) => {
    if (item.origin && kept(item)) return item.origin.source;
    return itemSpec.kind === 'object'
      ? objectCode(itemSpec, item.state, indent, expanded)
      : scalarCode(itemSpec, item.state);
  });
}

/** A prop's value as code (what stands between `{` and `}`), its lines after the first at `indent`. */
function valueCode(spec: FieldSpec, state: FieldState, indent: string, prefix: number): string {
  if (spec.kind !== 'list' || state.kind !== 'list') return scalarCode(spec as ScalarSpec, state);
  const inner = indent + INDENT;
  const items = itemsCode(spec, state.items, inner);
  if (items.length === 0) return '[]';
  const line = `[${items.join(', ')}]`;
  // A list of objects is one item a line, as every page writes it; a list of texts is one line when it fits.
  if (spec.item.kind !== 'object' && !line.includes('\n') && prefix + line.length + 1 <= WIDTH) return line;
  return `[\n${items.map((item) => `${inner}${item},\n`).join('')}${indent}]`;
}

/** A prop as written on a tag, or null when the form gives it no value; `indent`: that of the prop's first line. */
export function attributeText(spec: FieldSpec, state: FieldState, indent: string): string | null {
  if (isAbsent(spec, state)) return null;
  if (state.kind === 'input' && numberOf(spec, state.text) === undefined) return stringAttribute(spec.name, state.text);
  if (state.kind === 'flag' && state.on) return spec.name;
  const prefix = indent.length + spec.name.length + 2;
  return `${spec.name}={${valueCode(spec, state, indent, prefix)}}`;
}

/** A new block: the component's tag with the form's props, and its content when it takes some. */
export function elementText(
  name: string,
  fields: readonly FieldSpec[],
  form: Partial<Record<string, FieldState>>,
  children: string | undefined,
  eol: string,
): string {
  const written = fields.flatMap((field) => {
    const state = form[field.name];
    const text = state ? attributeText(field, state, INDENT) : null;
    return text === null ? [] : [text];
  });
  // The props that span lines (the lists) after the others, as the pages write them.
  const attributes = [
    ...written.filter((attribute) => !attribute.includes('\n')),
    ...written.filter((attribute) => attribute.includes('\n')),
  ];
  const close = children === undefined ? ' />' : '>';
  const oneLine = `<${name}${attributes.map((attribute) => ` ${attribute}`).join('')}${close}`;
  const open =
    !attributes.some((attribute) => attribute.includes('\n')) && oneLine.length <= WIDTH
      ? oneLine
      : `<${name}\n${attributes.map((attribute) => `${INDENT}${attribute}`).join('\n')}${children === undefined ? '\n/>' : '>'}`;
  const content = children?.replace(/\r\n?/g, '\n').trim();
  const text = children === undefined ? open : `${open}\n\n${content ? `${content}\n\n` : ''}</${name}>`;
  return eol === '\n' ? text : text.replace(/\n/g, eol);
}
