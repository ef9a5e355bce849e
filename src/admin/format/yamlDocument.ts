/**
 * YAML text read as values and written back with a form's changes, through the `yaml` package's Document: used
 * for the collection entries as a whole (below) and for the front matter of the MDX pages
 * (`frontMatterFile.ts`). The text stays byte-for-byte as written until a value is changed, and then changes only
 * where the value is.
 *
 * `editYamlText` works out the values the file must hold (`merge`, whose rules are in `formValues.ts`), changes
 * only the nodes of the parsed Document whose values differ (a changed scalar keeps its quoting, comment and
 * anchor; a new key goes after the map's last key, in `order`), writes the Document in the file's own indentation
 * and keeps the file's own lines wherever the Document's text did not change (`keptLines.ts`; when that does not
 * read as the Document's text, the Document's text is written). The Document's text must hold exactly the
 * expected values, else nothing is written and Decap shows the error.
 *
 * The collection entries' format (`fromFile`, `toFile`) is a whole YAML file (`i18n/hu/collections/…/*.yml`):
 * `fromFile` gives Decap the values plus the file's whole text under `SOURCE_KEY`; `toFile` compares the values
 * Decap hands back with the ones parsed from that text: nothing differs → the text itself; otherwise only the
 * changed values are rewritten, each at its own place (`editYamlText`).
 * Browser code: no Node built-ins.
 */
import type {Document, Pair, ToStringOptions, YAMLSeq} from 'yaml';
import {isCollection, isMap, isNode, isScalar, isSeq, parseDocument, YAMLMap} from 'yaml';

import {saveTexts} from '../locale/editorTexts';
import {deepEqual, isEmpty, isPlainObject, merge, type Values} from './formValues';
import {keptLines} from './keptLines';

/** YAML 1.2, core schema: dates, `yes`/`no` stay strings; no merge keys. */
const PARSE_OPTIONS = {version: '1.2', schema: 'core', prettyErrors: false} as const;

/** No folded lines, no line breaks added inside a double-quoted string. */
const WRITE_OPTIONS = {lineWidth: 0, doubleQuotedMinMultiLineLength: Number.MAX_SAFE_INTEGER} as const;

/** The layouts the Document can write; the one that writes most of the file's lines as they are is used. */
const LAYOUTS: ToStringOptions[] = [2, 4].flatMap((indent) =>
  [true, false].flatMap((indentSeq) =>
    [false, true].map((flowCollectionPadding) => ({...WRITE_OPTIONS, indent, indentSeq, flowCollectionPadding})),
  ),
);

interface ParsedYaml {
  doc: Document.Parsed;
  values: Values;
}

/** The text as a YAML mapping (or an empty document), or undefined when it is not valid YAML or not a map. */
export function parseYaml(text: string): ParsedYaml | undefined {
  const doc = parseDocument(text, PARSE_OPTIONS);
  if (doc.errors.length > 0) return undefined;
  if (doc.contents !== null && !isMap(doc.contents)) return undefined;
  try {
    const values: unknown = doc.toJS();
    return {doc, values: isPlainObject(values) ? values : {}};
  } catch {
    return undefined;
  }
}

/** A node's comments on lines of their own: before it, and after a collection's last item. */
function ownLineComments(node: unknown): string[] {
  if (!isNode(node)) return [];
  return [node.commentBefore, isCollection(node) ? node.comment : null].filter((c): c is string => Boolean(c));
}

/** What a removed item had on lines of its own goes onto the next item, or to the end of its collection. */
function keepComments(removed: unknown[], next: unknown, parent: YAMLMap | YAMLSeq): void {
  const comments = removed.flatMap(ownLineComments);
  if (isNode(next)) {
    if (comments.length > 0) next.commentBefore = [...comments, next.commentBefore].filter(Boolean).join('\n');
    if (isNode(removed[0]) && removed[0].spaceBefore) next.spaceBefore = true;
  } else if (comments.length > 0) parent.comment = [parent.comment, ...comments].filter(Boolean).join('\n');
}

/** `node` (holding `before`) changed to hold `value`: what is equal stays the same node, with its comments. */
function synced(doc: Document, node: unknown, before: unknown, value: unknown, order: readonly string[]): unknown {
  if (deepEqual(before, value)) return node;
  // The value set on the scalar itself: its `type` (plain, quoted, block) and comment stay.
  if (isScalar(node) && (value === null || typeof value !== 'object')) {
    node.value = value;
    return node;
  }
  if (isMap(node) && isPlainObject(before) && isPlainObject(value)) {
    const gone = (pair: Pair) => isScalar(pair.key) && !Object.hasOwn(value, String(pair.key.value));
    node.items.forEach((pair, i) => gone(pair) && keepComments([pair.key, pair.value], node.items[i + 1]?.key, node));
    node.items = node.items.filter((pair) => !gone(pair));
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (key !== undefined) pair.value = synced(doc, pair.value, before[key], value[key], order);
    }
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    const added = Object.keys(value).filter((key) => !Object.hasOwn(before, key));
    for (const key of added.sort((a, b) => rank(a) - rank(b))) node.add(doc.createPair(key, value[key]));
    return node;
  }
  if (isSeq(node) && Array.isArray(before) && Array.isArray(value)) {
    node.items.slice(value.length).forEach((item, i) => keepComments([item], node.items[value.length + i + 1], node));
    const last = node.items.at(-1);
    node.items = value.map((item, i) => {
      if (i < before.length) return synced(doc, node.items[i], before[i], item, order);
      // A new item is quoted like the list's last one (a flow list of quoted strings stays so).
      const created = doc.createNode(item);
      if (isScalar(created) && isScalar(last) && typeof item === 'string') created.type = last.type;
      return created;
    });
    return node;
  }
  // Another kind of value: a new node, with the old one's comments (a flow list's new value flow too).
  const created = doc.createNode(value);
  if (isNode(node)) {
    Object.assign(created, {commentBefore: node.commentBefore, comment: node.comment, spaceBefore: node.spaceBefore});
  }
  if (isCollection(node) && isCollection(created)) created.flow = node.flow;
  return created;
}

function holds(text: string, expected: Values): boolean {
  const parsed = parseYaml(text);
  return parsed !== undefined && deepEqual(parsed.values, expected);
}

/** The text with the file's line breaks, and without a final one when the file has none. */
function inFileStyle(out: string, text: string): string {
  const withEol = text.includes('\r\n') ? out.replace(/\r?\n/g, '\r\n') : out;
  return text === '' || text.endsWith('\n') ? withEol : withEol.replace(/\r?\n$/, '');
}

/** The layout of `LAYOUTS` in which the Document writes most of the file's lines as they are. */
function layoutOf(doc: Document.Parsed, text: string): ToStringOptions {
  const lines = new Set(text.replace(/\r\n/g, '\n').split('\n'));
  const score = (options: ToStringOptions) =>
    doc
      .toString(options)
      .split('\n')
      .filter((line) => lines.has(line)).length;
  return LAYOUTS.reduce((best, options) => (score(options) > score(best) ? options : best));
}

/**
 * The YAML text with `after`'s changes (the rules in `formValues.ts`), or undefined when the text is not a YAML
 * map. New keys are placed in `order`; `reserved` keys keep their value from the text whatever `after` says;
 * `nullKeys` are always in the result, `null` when empty (a form cannot type `null`, so its empty field means it).
 * Throws when the change cannot be written so that the file holds exactly the expected values (then nothing is
 * saved).
 */
export function editYamlText(
  text: string,
  after: Values,
  order: readonly string[],
  reserved: readonly string[],
  nullKeys: readonly string[] = [],
): string | undefined {
  const parsed = parseYaml(text);
  if (!parsed) return undefined;
  const wanted: Values = {...after};
  for (const key of reserved) {
    if (Object.hasOwn(parsed.values, key)) wanted[key] = parsed.values[key];
    else Reflect.deleteProperty(wanted, key);
  }
  const expected = merge(parsed.values, wanted) as Values;
  for (const key of nullKeys) {
    if (expected[key] === undefined) expected[key] = null;
  }
  if (deepEqual(parsed.values, expected)) return text;

  const edited = parsed.doc.clone() as Document;
  edited.contents = synced(edited, edited.contents ?? new YAMLMap(), parsed.values, expected, order) as YAMLMap;
  const layout = layoutOf(parsed.doc, text);
  try {
    const whole = edited.toString(layout);
    if (holds(whole, expected)) {
      // The file's own lines around the change, when they read as the Document's text does (key order too).
      const kept = keptLines(text, parsed.doc.toString(layout), whole);
      const same = JSON.stringify(parseYaml(kept)?.values) === JSON.stringify(parseYaml(whole)?.values);
      return same ? kept : inFileStyle(whole, text);
    }
  } catch {
    // An alias left without its anchor cannot be written.
  }
  throw new Error(saveTexts.format.notKept);
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
  return withSource(parseYaml(text)?.values ?? {}, text);
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
