/**
 * Parsing and comparing YAML values: the text as a map of plain values, deep equality, and the values a file
 * must hold after a save (`merge`: the rules are in `yamlEdit.ts`).
 *
 * Dates: parsed as YAML 1.2 core schema, which has no timestamp type, so `starts: 2026-11-01` is the string
 * `'2026-11-01'` and is written back as written. A `Date` from a date widget is written as `YYYY-MM-DD` (local
 * date) when the old value was such a date (or it is local midnight), else as an ISO timestamp.
 * Browser code: no Node built-ins.
 */
import type {Document, Pair, ParsedNode, YAMLMap} from 'yaml';
import {isMap, parseDocument} from 'yaml';

export type Values = Record<string, unknown>;
export type ParsedMap = YAMLMap<ParsedNode, ParsedNode | null>;
export type ParsedPair = Pair<ParsedNode, ParsedNode | null>;

/** YAML 1.2, core schema: dates, `yes`/`no` stay strings; no merge keys. */
export const PARSE_OPTIONS = {version: '1.2', schema: 'core', prettyErrors: false} as const;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export interface ParsedYaml {
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

export function isPlainObject(value: unknown): value is Values {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function deepEqual(a: unknown, b: unknown): boolean {
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

/** The values the file must hold after the save: the rules in the header of `yamlEdit.ts`. */
export function merge(before: unknown, after: unknown): unknown {
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
