/**
 * The props of an MDX component judged by its schema (its `mdx.ts`), each issue said in Hungarian: what is wrong
 * with the prop and what is expected. The one home of these messages: the writers' check (`scripts/check/rules/
 * props.ts`) reports them for a page, the editor's component forms (`src/admin/blocks/`) refuse a value with them.
 */
import * as z from '../schema';
import {UNKNOWN_VALUE} from './jsxProps';

const TYPE_NAMES: Record<string, string> = {
  string: 'szöveg',
  number: 'szám',
  boolean: 'igaz/hamis érték',
  array: 'lista ([…])',
  object: 'objektum ({…})',
};

function typeName(value: unknown): string {
  if (Array.isArray(value)) return 'lista ([…])';
  if (value !== null && typeof value === 'object') {
    const kind = (value as {kind?: unknown}).kind;
    if (kind === 'jsx') return 'JSX-elem';
    if (kind === 'unknown') return 'kiszámolt érték';
  }
  return TYPE_NAMES[typeof value] ?? typeof value;
}

interface Described {
  message(path: string): string;
  fix(path: string): string;
}

function describeIssue(issue: z.core.$ZodIssue, value: unknown): Described {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      if (value === undefined) {
        return {
          message: (path) => `hiányzik a kötelező „${path}” tulajdonság (${expected})`,
          fix: (path) => `Add meg: ${example(issue.expected, path)} (${expected})`,
        };
      }
      return {
        message: (path) => `„${path}” értéke ${typeName(value)}, de ${expected} kell`,
        fix: (path) => `Írd át ${expected} típusúra: ${example(issue.expected, path)}`,
      };
    }
    case 'unrecognized_keys':
      return {
        message: (path) =>
          `nem ismeri ezt a tulajdonságot: ${issue.keys.map((key) => `„${path ? `${path}.` : ''}${key}”`).join(', ')}`,
        fix: () => 'Töröld, vagy javítsd a nevét; a tulajdonságokat a docs/writers/components.md sorolja fel',
      };
    case 'too_small':
      return issue.origin === 'array'
        ? {
            message: (path) => `„${path}” listája túl rövid (legalább ${String(issue.minimum)} elem kell)`,
            fix: () => 'Egészítsd ki a listát',
          }
        : issue.origin === 'string'
          ? {
              message: (path) => `„${path}” üres`,
              fix: () => 'Írj bele szöveget, vagy töröld a tulajdonságot, ha nem kötelező',
            }
          : {
              message: (path) => `„${path}” értéke túl kicsi (legalább ${String(issue.minimum)})`,
              fix: () => 'Adj meg nagyobb értéket',
            };
    case 'too_big':
      return issue.origin === 'array'
        ? {
            message: (path) => `„${path}” listája túl hosszú (legfeljebb ${String(issue.maximum)} elem)`,
            fix: () => 'Rövidítsd a listát',
          }
        : {
            message: (path) => `„${path}” értéke túl nagy (legfeljebb ${String(issue.maximum)})`,
            fix: () => 'Adj meg kisebb értéket',
          };
    case 'invalid_format':
      return {
        message: (path) => `„${path}” nem az oldal egy útvonala (${String(value)})`,
        fix: () => 'Írj abszolút útvonalat záró perjellel, pl. /download/',
      };
    case 'invalid_value':
      return {
        message: (path) => `„${path}” értéke nem megengedett (${String(value)})`,
        fix: () => `Ezek egyike legyen: ${issue.values.map(String).join(', ')}`,
      };
    case 'invalid_union':
      if (value === undefined) {
        return {
          message: (path) => `hiányzik a kötelező „${path}” tulajdonság (szöveg vagy JSX-elem)`,
          fix: (path) => `Add meg szövegként (${example('string', path)}) vagy JSX-ként (${example('jsx', path)})`,
        };
      }
      return {
        message: (path) => `„${path}” értéke ${typeName(value)}, de szöveg vagy JSX-elem kell`,
        fix: (path) => `Írj szöveget: ${path}: '…', vagy JSX-et: ${path}: <p>…</p>`,
      };
    default:
      return {
        message: (path) => `„${path}” értéke nem megfelelő`,
        fix: () => 'Nézd meg a komponens leírását a docs/writers/components.md-ben',
      };
  }
}

/** How the prop is written: `title="…"` on the element, `title: '…'` inside an object of a prop. */
function example(expected: string, path: string): string {
  const key = path.split(/[.[]/).pop() ?? path;
  const nested = /[.[]/.test(path);
  const value =
    expected === 'string'
      ? nested
        ? "'…'"
        : '"…"'
      : expected === 'number'
        ? '12'
        : expected === 'jsx'
          ? '<p>…</p>'
          : expected === 'array'
            ? '[…]'
            : '{…}';
  if (nested) return `${key}: ${value}`;
  return expected === 'string' ? `${key}=${value}` : `${key}={${value}}`;
}

/** One issue of a component's props, as the writers' check reports it. */
export interface ComponentPropIssue {
  /** the schema's own issue (its `path`, and the `keys` of an unknown prop) */
  issue: z.core.$ZodIssue;
  /** where in the props: `items[0].question`, `ctaTo`; empty for the props object itself */
  path: string;
  /** `<FaqList> „items[0].question” üres` */
  message: string;
  /** what to do about it */
  fix: string;
}

/** `items[0].question` for the schema's path `['items', 0, 'question']`. */
function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Every issue of the props of `<name>` (read by `evaluateAttributes`) that its schema refuses. A computed value
 * (`{figures.welcomeBonus}`, `UNKNOWN_VALUE`) is only known when the page runs: not judged here.
 */
export function componentPropIssues(
  name: string,
  schema: z.ZodMiniType,
  props: Record<string, unknown>,
): ComponentPropIssue[] {
  const result = z.safeParse(schema, props);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const value = valueAt(props, issue.path);
    if (value === UNKNOWN_VALUE) return [];
    const path = pathText(issue.path);
    const described = describeIssue(issue, value);
    return [{issue, path, message: `<${name}> ${described.message(path)}`, fix: described.fix(path)}];
  });
}
