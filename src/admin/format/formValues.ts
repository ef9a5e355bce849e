/**
 * The values a file must hold after the writer saves a form (`merge`), compared with the ones it held (per object
 * key, recursively; a list is one value, taken as Decap gives it):
 * - equal value (deep, key order ignored) → untouched, whatever its spelling (`1.50`, `'x'`, comments);
 * - a key of the file that is missing or `undefined` in the data → kept as it was (no information is no edit);
 * - a key of the file whose value became `''` → left out: a cleared field is left out of the file, as the site's
 *   rules read an empty optional field (`null`, `[]`, `false` are values and are written);
 * - a key that was not in the file → added, unless its value is empty (`isEmpty`).
 *
 * Dates: the files are read as YAML 1.2 core schema, which has no timestamp type, so `starts: 2026-11-01` is the
 * string `'2026-11-01'`. A `Date` from a date widget is written as `YYYY-MM-DD` (local date) when the old value
 * was such a date (or it is local midnight), else as an ISO timestamp.
 * Browser code: no Node built-ins.
 */
export type Values = Record<string, unknown>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function isPlainObject(value: unknown): value is Values {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Equal as data: `NaN` equals itself, `0` and `-0` alike (as a tag or a file writes them). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b || Object.is(a, b)) return true;
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
