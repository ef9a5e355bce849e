/**
 * The values a file must hold after the writer saves a form (`merge`), key by key against the ones it held: an
 * equal value stays untouched whatever its spelling; a key missing from the data is kept (no information is no
 * edit); a value cleared to `''` is left out, as the site's rules read an empty optional field; a new empty value is
 * not added. Dates: YAML 1.2 core has no timestamps, so `starts: 2026-11-01` is a string, and a `Date` from a date
 * widget is written as `YYYY-MM-DD` when the old value was such a date (or it is local midnight).
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
