/**
 * Writing changed values into YAML text at their own places: the text stays byte-for-byte as written until a
 * value is changed, and then changes only where the value is. Used for the collection entries as a whole
 * (`yamlFile.ts`) and for the front matter of the MDX pages (`frontMatterFile.ts`).
 *
 * `editYamlText` compares the values it is given with the ones parsed from the text: nothing differs → the text
 * itself; otherwise each changed value is spliced into the text at its own place (the `yaml` package's node
 * ranges), written by the `yaml` package in the style of the value it replaces (its quotes, a flow list stays a
 * flow list), and the result is parsed again and must hold exactly the expected values (else the `yaml` Document
 * is changed and stringified instead; else nothing is written and Decap shows the error).
 *
 * Rules of `editYamlText`, and so of both formats' `toFile` (per object key, recursively; a list is one value,
 * taken as Decap gives it):
 * - equal value (deep, key order ignored) → untouched, whatever its spelling (`1.50`, `'x'`, comments);
 * - changed value → only that key's text (or that list item, or that nested key) is rewritten;
 * - a key of the file that is missing or `undefined` in the data → kept as it was (no information is no edit);
 * - a key of the file whose value became `''` → its line is removed: a cleared field is left out of the file,
 *   as the site's rules read an empty optional field (`null`, `[]`, `false` are values and are written);
 * - a key that was not in the file → appended after the map's last key (in `sortedKeys` order, Decap's field
 *   order), unless its value is empty (`undefined`, `null`, `''`, `[]`, an object of empty values);
 * - a top-level key of `nullKeys` (one the file must hold, with `null` for "none") that would be left out or
 *   would stay missing → written as `key: null`: a form cannot type `null`, so its empty field means it.
 * Browser code: no Node built-ins.
 */
import type {Node, ParsedNode, ToStringOptions} from 'yaml';
import {Document, isMap, isPair, isScalar, isSeq, Pair, Scalar, visit, YAMLMap} from 'yaml';

import {saveTexts} from '../locale/saveTexts';
import {
  deepEqual,
  isPlainObject,
  merge,
  PARSE_OPTIONS,
  type ParsedMap,
  type ParsedPair,
  type ParsedYaml,
  parseYaml,
  type Values,
} from './yamlValues';

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
 * New keys are placed in `order`; `reserved` keys keep their value from the text whatever `after` says; `nullKeys`
 * are always in the result, `null` when empty. Throws when the change cannot be written so that the file holds
 * exactly the expected values (then nothing is saved).
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

  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const edit: Edit = {text, eol, options: stringifyOptions(parsed.doc, text), order, splices: []};
  if (!parsed.map?.flow) {
    editMap(edit, parsed.map, parsed.values, expected);
    const spliced = applySplices(text, edit.splices);
    if (holds(spliced, expected)) return spliced;
  }
  const rebuilt = rebuild(parsed, expected, edit);
  if (holds(rebuilt, expected)) return rebuilt;
  throw new Error(saveTexts.format.notKept);
}
