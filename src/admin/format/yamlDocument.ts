/**
 * YAML text read as values and written back with a form's changes (the collection entries, and the pages' front
 * matter through `frontMatterFile.ts`): the text stays byte for byte until a value changes, and then changes only
 * where the value is, by editing the `yaml` package's concrete syntax tree (a changed scalar keeps its quoting,
 * comment and anchor). The result must read as exactly the expected values, else nothing is written.
 * Browser code: no Node built-ins.
 */
import {CST, isMap, parse, parseDocument, Parser, stringify} from 'yaml';

import {saveTexts} from '../locale/editorTexts';
import {deepEqual, isEmpty, isPlainObject, merge, type Values} from './formValues';

/** YAML 1.2, core schema: dates, `yes`/`no` stay strings; no merge keys. */
const PARSE_OPTIONS = {version: '1.2', schema: 'core', prettyErrors: false} as const;

/** No folded lines, no line breaks added inside a double-quoted string. */
const WRITE_OPTIONS = {...PARSE_OPTIONS, lineWidth: 0, doubleQuotedMinMultiLineLength: Number.MAX_SAFE_INTEGER};

/** The text's values when it is one valid YAML map (or an empty document), else undefined. */
export function parseYaml(text: string): Values | undefined {
  const doc = parseDocument(text, PARSE_OPTIONS);
  if (doc.errors.length > 0 || (doc.contents !== null && !isMap(doc.contents))) return undefined;
  try {
    const values: unknown = doc.toJS();
    return isPlainObject(values) ? values : {};
  } catch {
    return undefined;
  }
}

type Item = CST.CollectionItem;
const sourceToken = (type: CST.SourceToken['type'], source: string) => ({type, source, offset: -1, indent: 0});
type Collection = CST.BlockMap | CST.BlockSequence | CST.FlowCollection;

/** A new item (`key: value`, or a list item without a key) with its lines at `indent`, as `yaml` writes it. */
function createdItem(value: unknown, indent: number, key?: string): Item {
  const text = stringify(key === undefined ? [value] : {[key]: value}, WRITE_OPTIONS);
  const doc = new Parser().parse(text.replace(/^(?=.)/gm, ' '.repeat(indent))).next().value as CST.Document;
  const item = (doc.value as Collection).items[0];
  return {...item, start: [...doc.start, ...item.start]};
}

/** A scalar set in place; a string that would read as another type plain (`true`, `100`, `x: y`) is quoted. */
function setScalar(token: CST.Token, value: unknown, inFlow: boolean): void {
  if (typeof value !== 'string') {
    CST.setScalarValue(token, JSON.stringify(value), {inFlow, type: 'PLAIN'});
    return;
  }
  let plain = token.type === 'scalar';
  try {
    plain &&= parse(value, PARSE_OPTIONS) === value;
  } catch {
    plain = false;
  }
  CST.setScalarValue(token, value, {
    afterKey: true,
    inFlow,
    type: token.type === 'scalar' && !plain ? 'QUOTE_DOUBLE' : undefined,
  });
}

/** The items that hold a key or a list entry (not a comment line of their own). */
function entries(collection: Collection): Item[] {
  return collection.items.filter(
    (item) => item.key !== undefined || item.value !== undefined || item.start.some((t) => t.type === 'seq-item-ind'),
  );
}

/** Takes `item` out; its comment and blank lines stay, before the next item or at the collection's end. */
function remove(collection: Collection, item: Item): void {
  const items = collection.items as Item[];
  const index = items.indexOf(item);
  const next = items.at(index + 1);
  items.splice(index, 1);
  // What stands before its `-` or `,`: the comment and blank lines above it, and its indentation.
  const marker = item.start.findIndex((t) => t.type === 'seq-item-ind' || t.type === 'comma');
  const kept = marker < 0 ? [...item.start] : item.start.slice(0, marker);
  if (collection.type === 'flow-collection') {
    if (index === 0 && next) next.start = kept;
    return;
  }
  // The next item takes the removed one's place: its own indentation, or none when the removed one had none.
  if (kept.at(-1)?.type === 'space') kept.pop();
  else if (next?.start.at(-1)?.type === 'space') next.start.pop();
  if (next) next.start = [...kept, ...next.start];
  else if (kept.some((t) => t.type === 'comment')) items.push({start: kept});
}

/** Adds `item` after the collection's last entry (before the comment lines that end it). */
function append(collection: Collection, item: Item): void {
  const items = collection.items as Item[];
  const last = entries(collection).at(-1);
  items.splice(last ? items.indexOf(last) + 1 : items.length, 0, item);
}

/** New keys in Decap's field order (`order`), the others after them. */
function inOrder(keys: string[], order: readonly string[]): string[] {
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return keys.sort((a, b) => rank(a) - rank(b));
}

const keyOf = (item: Item): string | undefined =>
  item.key && CST.isScalar(item.key) ? CST.resolveAsScalar(item.key).value : undefined;

/** `holder.value` (holding `before`) changed in place to hold `value`; `indent`: that of the holder's lines. */
function edit(
  holder: {value?: CST.Token},
  before: unknown,
  value: unknown,
  order: readonly string[],
  place: {key?: string; indent: number; inFlow: boolean} = {indent: 0, inFlow: false},
): void {
  const token = holder.value;
  if (deepEqual(before, value) || !token) return;
  const inFlow = token.type === 'flow-collection';
  if (CST.isScalar(token) && (value === null || typeof value !== 'object')) {
    setScalar(token, value, place.inFlow);
    return;
  }
  if (CST.isCollection(token) && isPlainObject(before) && isPlainObject(value) && Object.keys(value).length > 0) {
    for (const item of entries(token)) {
      const name = keyOf(item);
      if (name !== undefined && !Object.hasOwn(value, name)) remove(token, item);
      else if (name !== undefined)
        edit(item, before[name], value[name], order, {key: name, indent: token.indent, inFlow});
    }
    const added = inOrder(
      Object.keys(value).filter((name) => !Object.hasOwn(before, name)),
      order,
    );
    if (added.length > 0 && inFlow) throw new Error('a new key in a flow map');
    for (const name of added) {
      append(token, createdItem(value[name], token.indent, name));
    }
    return;
  }
  if (CST.isCollection(token) && Array.isArray(before) && Array.isArray(value) && value.length > 0) {
    const items = entries(token);
    items.slice(value.length).forEach((item) => remove(token, item));
    items
      .slice(0, value.length)
      .forEach((item, i) => edit(item, before[i], value[i], order, {indent: token.indent, inFlow}));
    for (const item of value.slice(items.length)) {
      const last = entries(token).at(-1);
      if (!inFlow || !last?.value || !('end' in last.value)) append(token, createdItem(item, token.indent));
      else {
        // A new item of a flow list is written like its last one (a list of quoted strings stays so).
        const created = {
          start: [sourceToken('comma', ','), sourceToken('space', ' ')],
          value: structuredClone(last.value),
        };
        last.value.end = [];
        setScalar(created.value, item, true);
        append(token, created);
      }
    }
    return;
  }
  // Another kind of value: written anew, as `yaml` writes it.
  if (place.inFlow) throw new Error('a new kind of value in a flow collection');
  const created = createdItem(value, place.indent, place.key ?? '');
  Object.assign(holder, place.key === undefined ? {value: created.value} : {sep: created.sep, value: created.value});
}

/**
 * The YAML text with `after`'s changes (the rules in `formValues.ts`), or undefined when the text is not a YAML
 * map. New keys are placed in `order`; `reserved` keys keep their value from the text whatever `after` says;
 * `nullKeys` are always in the result, `null` when empty. Throws when the file would not hold exactly the expected
 * values (then nothing is saved).
 */
export function editYamlText(
  text: string,
  after: Values,
  order: readonly string[],
  reserved: readonly string[],
  nullKeys: readonly string[] = [],
): string | undefined {
  const values = parseYaml(text);
  if (!values) return undefined;
  const wanted: Values = {...after};
  for (const key of reserved) {
    if (Object.hasOwn(values, key)) wanted[key] = values[key];
    else Reflect.deleteProperty(wanted, key);
  }
  const expected = merge(values, wanted) as Values;
  for (const key of nullKeys) expected[key] ??= null;
  if (deepEqual(values, expected)) return text;

  let out: string;
  try {
    // A last line without a line break gets one while it is edited (and loses it again below).
    const whole = text === '' || text.endsWith('\n') ? text : `${text}\n`;
    const tokens = [...new Parser().parse(whole)];
    const doc = tokens.find((token): token is CST.Document => token.type === 'document');
    if (doc?.value) edit(doc, values, expected, order);
    const keys = doc?.value ? [] : inOrder(Object.keys(expected), order);
    const added =
      keys.length > 0 ? stringify(Object.fromEntries(keys.map((key) => [key, expected[key]])), WRITE_OPTIONS) : '';
    out = tokens.map((token) => CST.stringify(token)).join('') + added;
  } catch {
    throw new Error(saveTexts.format.notKept);
  }
  // The file's line breaks, and no final one when the file has none.
  if (text.includes('\r\n')) out = out.replace(/\r?\n/g, '\r\n');
  if (text !== '' && !text.endsWith('\n')) out = out.replace(/\r?\n$/, '');
  if (!deepEqual(parseYaml(out), expected)) throw new Error(saveTexts.format.notKept);
  return out;
}

/** The data field that keeps the file's original text: a name no front matter or entry key uses. */
export const SOURCE_KEY = '__source';

/** Entry data as Decap holds it: the file's values, plus its original text under `SOURCE_KEY`. */
export type EntryData = Record<string, unknown>;

/** The values with the file's text kept under `SOURCE_KEY` (a plain, enumerable field: Immutable.js keeps it). */
export function withSource(values: Values, text: string): EntryData {
  return {...values, [SOURCE_KEY]: text};
}

/** The entry's values, and the whole text under `SOURCE_KEY`. Never throws: invalid YAML gives no values. */
export function fromFile(text: string): EntryData {
  return withSource(parseYaml(text) ?? {}, text);
}

/**
 * The kept text when nothing changed, else the text with only the changed values rewritten. `nullKeys`: keys the
 * file must hold, written as `key: null` when their field is empty (`editYamlText`).
 */
export function toFile(data: EntryData, sortedKeys: readonly string[] = [], nullKeys: readonly string[] = []): string {
  const source = typeof data[SOURCE_KEY] === 'string' ? data[SOURCE_KEY] : '';
  const edited = editYamlText(source, data, sortedKeys, [SOURCE_KEY], nullKeys);
  if (edited !== undefined) return edited;
  const values = Object.entries(data).filter(([key]) => key !== SOURCE_KEY);
  if (values.every(([, value]) => isEmpty(value))) return source;
  throw new Error(saveTexts.format.badYaml);
}
