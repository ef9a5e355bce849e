/**
 * YAML files for the writers' editor (Decap CMS) that stay byte-for-byte as written until a field is changed,
 * and then change only where the field is: the collection entries (`i18n/hu/collections/…/*.yml`) as a whole,
 * and the front matter of the MDX pages (`frontMatterFile.ts`), which uses `editYamlText`.
 *
 * `fromFile` gives Decap the values plus the file's whole text under `SOURCE_KEY`. `toFile` compares the values
 * Decap hands back with the ones parsed from that text: nothing differs → the text itself; otherwise each
 * changed value is spliced into the text at its own place (the `yaml` package's node ranges), written by the
 * `yaml` package in the style of the value it replaces (its quotes, a flow list stays a flow list), and the
 * result is parsed again and must hold exactly the expected values (else the `yaml` Document is changed and
 * stringified instead; else nothing is written and Decap shows the error).
 *
 * Rules of `toFile` (per object key, recursively; a list is one value, taken as Decap gives it):
 * - equal value (deep, key order ignored) → untouched, whatever its spelling (`1.50`, `'x'`, comments);
 * - changed value → only that key's text (or that list item, or that nested key) is rewritten;
 * - a key of the file that is missing or `undefined` in the data → kept as it was (no information is no edit);
 * - a key of the file whose value became `''` → its line is removed: a cleared field is left out of the file,
 *   as the site's rules read an empty optional field (`null`, `[]`, `false` are values and are written);
 * - a key that was not in the file → appended after the map's last key (in `sortedKeys` order, Decap's field
 *   order), unless its value is empty (`undefined`, `null`, `''`, `[]`, an object of empty values).
 *
 * Dates: parsed as YAML 1.2 core schema, which has no timestamp type, so `starts: 2026-11-01` is the string
 * `'2026-11-01'` and is written back as written. A `Date` from a date widget is written as `YYYY-MM-DD` (local
 * date) when the old value was such a date (or it is local midnight), else as an ISO timestamp.
 * Browser code: no Node built-ins.
 */
import type {Node, ParsedNode, ToStringOptions} from 'yaml';
import {Document, isMap, isPair, isScalar, isSeq, Pair, parseDocument, Scalar, visit, YAMLMap} from 'yaml';

/** The data field that keeps the file's original text: a name no front matter or entry key uses. */
export const SOURCE_KEY = '__source';

/** Entry data as Decap holds it: the file's values, plus its original text under `SOURCE_KEY`. */
export type EntryData = Record<string, unknown>;

type Values = Record<string, unknown>;
type ParsedMap = YAMLMap<ParsedNode, ParsedNode | null>;
type ParsedPair = Pair<ParsedNode, ParsedNode | null>;

/** YAML 1.2, core schema: dates, `yes`/`no` stay strings; no merge keys. */
const PARSE_OPTIONS = {version: '1.2', schema: 'core', prettyErrors: false} as const;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

interface ParsedYaml {
  doc: Document.Parsed;
  map: ParsedMap | null;
  values: Values;
}

/** The text as a YAML mapping (or an empty document), or undefined when it is not valid YAML or not a map. */
export function parseYaml(text: string): ParsedYaml | undefined {
  const doc = parseDocument(text, PARSE_OPTIONS);
  if (doc.errors.length > 0) return undefined;
  const contents = doc.contents;
  if (contents !== null && !isMap(contents)) return undefined;
  try {
    const values: unknown = doc.toJS();
    return {doc, map: contents as ParsedMap | null, values: isPlainObject(values) ? values : {}};
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Values {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}

/** A value not worth adding as a new key: nothing, `null`, `''`, `[]`, or an object of such values. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return isPlainObject(value) && Object.values(value).every(isEmpty);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function dateText(date: Date, before: unknown): string {
  if (Number.isNaN(date.getTime())) return typeof before === 'string' ? before : '';
  const midnight = date.getHours() + date.getMinutes() + date.getSeconds() + date.getMilliseconds() === 0;
  const dateOnly = typeof before === 'string' ? DATE_ONLY.test(before) : midnight;
  if (!dateOnly) return date.toISOString();
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A value as plain YAML data: dates as text, no `undefined` (like JSON). */
function normalize(value: unknown): unknown {
  if (value instanceof Date) return dateText(value, undefined);
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : normalize(item)));
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, normalize(v)]),
    );
  }
  return value;
}

/** The values the file must hold after the save: the rules in the header. */
function merge(before: unknown, after: unknown): unknown {
  if (after instanceof Date) return dateText(after, before);
  if (!isPlainObject(before) || !isPlainObject(after)) return normalize(after);
  const out: Values = {};
  for (const [key, old] of Object.entries(before)) {
    const value = Object.hasOwn(after, key) ? after[key] : undefined;
    if (value === undefined) out[key] = old;
    else if (value !== '' || old === '') out[key] = merge(old, value);
  }
  for (const [key, value] of Object.entries(after)) {
    if (!Object.hasOwn(before, key) && !isEmpty(value)) out[key] = normalize(value);
  }
  return out;
}

interface Splice {
  start: number;
  end: number;
  text: string;
}

interface Edit {
  text: string;
  eol: string;
  options: ToStringOptions;
  order: readonly string[];
  splices: Splice[];
}

function column(text: string, pos: number): number {
  return pos - (text.lastIndexOf('\n', pos - 1) + 1);
}

/** The position after the line break that ends the line holding `pos - 1` (a block value's range ends there). */
function lineEnd(text: string, pos: number): number {
  if (pos > 0 && text[pos - 1] === '\n') return pos;
  const next = text.indexOf('\n', pos);
  return next === -1 ? text.length : next + 1;
}

/** `end` moved back over line breaks, so a replacement keeps the line break (and blank lines) after it. */
function contentEnd(text: string, start: number, end: number): number {
  let pos = end;
  while (pos > start && (text[pos - 1] === '\n' || text[pos - 1] === '\r')) pos--;
  return pos;
}

/** The `yaml` output (one trailing line break) placed at `col`: later lines indented, the file's line breaks. */
function place(generated: string, col: number, eol: string): string {
  return generated
    .replace(/\n$/, '')
    .split('\n')
    .map((line, i) => (i === 0 || line === '' ? line : ' '.repeat(col) + line))
    .join(eol);
}

/** Options that write new values in the file's own style, without folding long lines. */
function stringifyOptions(doc: Document.Parsed, text: string): ToStringOptions {
  let indent: number | undefined;
  let indentSeq: boolean | undefined;
  let padding: boolean | undefined;
  visit(doc, {
    Pair(_, pair) {
      const {key, value} = pair as ParsedPair;
      if (!isScalar(key) || !value || !(isMap(value) || isSeq(value)) || value.flow) return;
      const depth = column(text, value.range[0]) - column(text, key.range[0]);
      if (isSeq(value)) indentSeq ??= depth > 0;
      else if (depth > 0) indent ??= depth;
    },
    Collection(_, node) {
      const {range} = node as unknown as ParsedNode;
      if (node.flow && node.items.length > 0) padding ??= text[range[0] + 1] === ' ';
    },
  });
  return {
    indent: indent ?? 2,
    indentSeq: indentSeq ?? true,
    flowCollectionPadding: padding ?? false,
    lineWidth: 0,
    doubleQuotedMinMultiLineLength: Number.MAX_SAFE_INTEGER,
  };
}

function keyName(pair: ParsedPair): string | undefined {
  return isScalar(pair.key) ? String(pair.key.value) : undefined;
}

/** The new node dressed like the one it replaces: string quoting, flow or block collections, recursively. */
function styleLike(node: unknown, old: unknown): void {
  if (isScalar(node)) {
    if (isScalar(old) && typeof node.value === 'string' && old.type) node.type = old.type;
  } else if (isMap(node) || isSeq(node)) {
    if (!(isMap(old) || isSeq(old))) return;
    node.flow = Boolean(old.flow);
    node.items.forEach((item: unknown, i) => {
      if (isPair(item) && isMap(old)) {
        const match = old.items.find((p) => isScalar(p.key) && isScalar(item.key) && p.key.value === item.key.value);
        if (match) styleLike(item.value, match.value);
      } else if (isSeq(old)) styleLike(item, old.items[i] ?? old.items[0]);
    });
  }
}

function createNode(value: unknown, old: unknown): Node {
  const node = new Document(null, PARSE_OPTIONS).createNode(value);
  styleLike(node, old);
  return node;
}

function stringify(node: Node, options: ToStringOptions): string {
  const doc = new Document(null, PARSE_OPTIONS);
  doc.contents = node;
  return doc.toString(options);
}

function pairText(edit: Edit, key: Scalar | string, value: unknown, old: unknown): string {
  const keyNode = new Scalar(isScalar(key) ? key.value : key);
  if (isScalar(key)) keyNode.type = key.type;
  const map = new YAMLMap();
  map.items.push(new Pair(keyNode, createNode(value, old)));
  return stringify(map, edit.options);
}

function replacePair(edit: Edit, pair: ParsedPair, value: unknown): void {
  const key = pair.key as Scalar.Parsed;
  const start = key.range[0];
  const end = contentEnd(edit.text, start, pair.value?.range[1] ?? key.range[1]);
  const text = place(pairText(edit, key, value, pair.value), column(edit.text, start), edit.eol);
  edit.splices.push({start, end, text});
}

function replaceNode(edit: Edit, node: ParsedNode, value: unknown): void {
  const start = node.range[0];
  const end = contentEnd(edit.text, start, node.range[1]);
  const text = place(stringify(createNode(value, node), edit.options), column(edit.text, start), edit.eol);
  edit.splices.push({start, end, text});
}

/** A key left out (a cleared field): its lines go (or, first on a `- ` line, its text up to the next key). */
function removePair(edit: Edit, pair: ParsedPair, next: ParsedPair | undefined): void {
  const start = pair.key.range[0];
  const valueEnd = pair.value?.range[1] ?? pair.key.range[1];
  const lineStart = start - column(edit.text, start);
  if (/^[ \t]*$/.test(edit.text.slice(lineStart, start))) {
    edit.splices.push({start: lineStart, end: lineEnd(edit.text, valueEnd), text: ''});
  } else {
    edit.splices.push({start, end: next ? next.key.range[0] : contentEnd(edit.text, start, valueEnd), text: ''});
  }
}

function appendPairs(edit: Edit, map: ParsedMap | null, keys: string[], after: Values): void {
  const items = map?.items ?? [];
  const first = items.at(0);
  const last = items.at(-1);
  const pos = last ? lineEnd(edit.text, last.value?.range[1] ?? last.key.range[1]) : edit.text.length;
  const col = first ? column(edit.text, first.key.range[0]) : 0;
  const rank = (key: string) => {
    const i = edit.order.indexOf(key);
    return i === -1 ? edit.order.length : i;
  };
  const lines = [...keys]
    .sort((a, b) => rank(a) - rank(b))
    .map((key) => ' '.repeat(col) + place(pairText(edit, key, after[key], undefined), col, edit.eol) + edit.eol);
  const lead = pos > 0 && edit.text[pos - 1] !== '\n' ? edit.eol : '';
  edit.splices.push({start: pos, end: pos, text: lead + lines.join('')});
}

function editMap(edit: Edit, map: ParsedMap | null, before: Values, after: Values): void {
  const items = map?.items ?? [];
  items.forEach((pair, i) => {
    const key = keyName(pair);
    if (key === undefined) return;
    if (!Object.hasOwn(after, key)) removePair(edit, pair, items[i + 1]);
    else if (!deepEqual(before[key], after[key])) editValue(edit, pair.value, before[key], after[key], pair);
  });
  const added = Object.keys(after).filter((key) => !Object.hasOwn(before, key));
  if (added.length > 0) appendPairs(edit, map, added, after);
}

/** One changed value: into a block map key by key, into a block list of the same length item by item. */
function editValue(edit: Edit, node: ParsedNode | null, before: unknown, after: unknown, pair?: ParsedPair): void {
  if (isPlainObject(before) && isPlainObject(after) && isMap(node) && !node.flow && node.items.length > 0) {
    editMap(edit, node, before, after);
  } else if (
    Array.isArray(before) &&
    Array.isArray(after) &&
    isSeq(node) &&
    !node.flow &&
    node.items.length === before.length &&
    before.length === after.length
  ) {
    after.forEach((item, i) => {
      const itemNode = node.items[i];
      if (!deepEqual(before[i], item)) editValue(edit, itemNode, before[i], item);
    });
  } else if (pair) replacePair(edit, pair, after);
  else if (node) replaceNode(edit, node, after);
}

function applySplices(text: string, splices: Splice[]): string {
  return [...splices]
    .sort((a, b) => b.start - a.start || b.end - a.end)
    .reduce((out, s) => out.slice(0, s.start) + s.text + out.slice(s.end), text);
}

function holds(text: string | undefined, expected: Values): text is string {
  const parsed = text === undefined ? undefined : parseYaml(text);
  return parsed !== undefined && deepEqual(parsed.values, expected);
}

/**
 * The fallback: the change made on the `yaml` Document, which keeps comments and styles as far as it can
 * (undefined when even that fails, e.g. an alias left without its anchor).
 */
function rebuild(parsed: ParsedYaml, expected: Values, edit: Edit): string | undefined {
  try {
    const doc = parsed.doc.clone();
    for (const [key, value] of Object.entries(expected)) {
      if (!deepEqual(parsed.values[key], value)) doc.set(key, createNode(value, doc.get(key, true)));
    }
    return doc.toString(edit.options).replace(/\r?\n/g, edit.eol);
  } catch {
    return undefined;
  }
}

/**
 * The YAML text with `after`'s changes (the rules in the header), or undefined when the text is not a YAML map.
 * `reserved` keys keep their value from the text whatever `after` says. Throws when the change cannot be written
 * so that the file holds exactly the expected values (then nothing is saved).
 */
export function editYamlText(
  text: string,
  after: Values,
  order: readonly string[] = [],
  reserved: readonly string[] = [SOURCE_KEY],
): string | undefined {
  const parsed = parseYaml(text);
  if (!parsed) return undefined;
  const wanted: Values = {...after};
  for (const key of reserved) {
    if (Object.hasOwn(parsed.values, key)) wanted[key] = parsed.values[key];
    else Reflect.deleteProperty(wanted, key);
  }
  const expected = merge(parsed.values, wanted) as Values;
  if (deepEqual(parsed.values, expected)) return text;

  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const edit: Edit = {text, eol, options: stringifyOptions(parsed.doc, text), order, splices: []};
  if (!parsed.map?.flow) {
    editMap(edit, parsed.map, parsed.values, expected);
    const spliced = applySplices(text, edit.splices);
    if (holds(spliced, expected)) return spliced;
  }
  const rebuilt = rebuild(parsed, expected, edit);
  if (holds(rebuilt, expected)) return rebuilt;
  throw new Error('A módosítás nem írható vissza a YAML-be úgy, hogy a többi érték változatlan maradjon.');
}

/** The values with the file's text kept under `SOURCE_KEY` (a plain, enumerable field: Immutable.js keeps it). */
export function withSource(values: Values, text: string): EntryData {
  return {...values, [SOURCE_KEY]: text};
}

/** The entry's values, and the whole text under `SOURCE_KEY`. Never throws: invalid YAML gives no values. */
export function fromFile(text: string): EntryData {
  return withSource(parseYaml(text)?.values ?? {}, text);
}

/** The kept text when nothing changed, else the text with only the changed values rewritten. */
export function toFile(data: EntryData, sortedKeys: readonly string[] = []): string {
  const source = typeof data[SOURCE_KEY] === 'string' ? data[SOURCE_KEY] : '';
  const edited = editYamlText(source, data, sortedKeys);
  if (edited !== undefined) return edited;
  const values = Object.entries(data).filter(([key]) => key !== SOURCE_KEY);
  if (values.every(([, value]) => isEmpty(value))) return source;
  throw new Error(
    'A fájl nem érvényes YAML, ezért a mezők nem menthetők: javítsd a fájlt a tárolóban, majd mentsd újra.',
  );
}
