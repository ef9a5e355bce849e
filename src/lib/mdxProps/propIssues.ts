/**
 * The props of an MDX component judged by its schema (its `mdx.ts`), each issue said in the built region's
 * language: the writers' check (`scripts/check/rules/props.ts`) and the editor's component forms both use these.
 */
import {region} from '../../data/region';
import * as z from '../schema';
import {UNKNOWN_VALUE} from './jsxProps';

const hu = {
  typeNames: {
    string: 'szöveg',
    number: 'szám',
    boolean: 'igaz/hamis érték',
    array: 'lista ([…])',
    object: 'objektum ({…})',
    jsx: 'JSX-elem',
    computed: 'kiszámolt érték',
  } as Record<string, string>,
  textOrJsx: 'szöveg vagy JSX-elem',
  missing: (path: string, expected: string) => `hiányzik a kötelező „${path}” tulajdonság (${expected})`,
  missingFix: (example: string, expected: string) => `Add meg: ${example} (${expected})`,
  wrongType: (path: string, actual: string, expected: string) => `„${path}” értéke ${actual}, de ${expected} kell`,
  wrongTypeFix: (expected: string, example: string) => `Írd át ${expected} típusúra: ${example}`,
  unknownKeys: (keys: string) => `nem ismeri ezt a tulajdonságot: ${keys}`,
  unknownKeysFix: 'Töröld, vagy javítsd a nevét; a tulajdonságokat a docs/writers/components.md sorolja fel',
  quoted: (text: string) => `„${text}”`,
  shortList: (path: string, minimum: string) => `„${path}” listája túl rövid (legalább ${minimum} elem kell)`,
  shortListFix: 'Egészítsd ki a listát',
  empty: (path: string) => `„${path}” üres`,
  emptyFix: 'Írj bele szöveget, vagy töröld a tulajdonságot, ha nem kötelező',
  tooSmall: (path: string, minimum: string) => `„${path}” értéke túl kicsi (legalább ${minimum})`,
  tooSmallFix: 'Adj meg nagyobb értéket',
  longList: (path: string, maximum: string) => `„${path}” listája túl hosszú (legfeljebb ${maximum} elem)`,
  longListFix: 'Rövidítsd a listát',
  tooBig: (path: string, maximum: string) => `„${path}” értéke túl nagy (legfeljebb ${maximum})`,
  tooBigFix: 'Adj meg kisebb értéket',
  notRoute: (path: string, value: string) => `„${path}” nem az oldal egy útvonala (${value})`,
  notRouteFix: 'Írj abszolút útvonalat záró perjellel, pl. /download/',
  notAllowed: (path: string, value: string) => `„${path}” értéke nem megengedett (${value})`,
  notAllowedFix: (values: string) => `Ezek egyike legyen: ${values}`,
  textOrJsxFix: (asText: string, asJsx: string) => `Add meg szövegként (${asText}) vagy JSX-ként (${asJsx})`,
  wrongTextOrJsxFix: (path: string) => `Írj szöveget: ${path}: '…', vagy JSX-et: ${path}: <p>…</p>`,
  other: (path: string) => `„${path}” értéke nem megfelelő`,
  otherFix: 'Nézd meg a komponens leírását a docs/writers/components.md-ben',
};

const en: typeof hu = {
  typeNames: {
    string: 'text',
    number: 'a number',
    boolean: 'true or false',
    array: 'a list ([…])',
    object: 'an object ({…})',
    jsx: 'a JSX element',
    computed: 'a computed value',
  },
  textOrJsx: 'text or a JSX element',
  missing: (path, expected) => `the required “${path}” prop is missing (${expected})`,
  missingFix: (example, expected) => `Give it: ${example} (${expected})`,
  wrongType: (path, actual, expected) => `“${path}” is ${actual}, but it needs ${expected}`,
  wrongTypeFix: (expected, example) => `Make it ${expected}: ${example}`,
  unknownKeys: (keys) => `does not know this prop: ${keys}`,
  unknownKeysFix: 'Delete it, or correct its name; docs/writers/components.md lists the props',
  quoted: (text) => `“${text}”`,
  shortList: (path, minimum) => `the “${path}” list is too short (at least ${minimum} items)`,
  shortListFix: 'Add to the list',
  empty: (path) => `“${path}” is empty`,
  emptyFix: 'Write some text in it, or delete the prop if it is optional',
  tooSmall: (path, minimum) => `“${path}” is too small (at least ${minimum})`,
  tooSmallFix: 'Give a larger value',
  longList: (path, maximum) => `the “${path}” list is too long (at most ${maximum} items)`,
  longListFix: 'Shorten the list',
  tooBig: (path, maximum) => `“${path}” is too large (at most ${maximum})`,
  tooBigFix: 'Give a smaller value',
  notRoute: (path, value) => `“${path}” is not a path of the site (${value})`,
  notRouteFix: 'Write an absolute path with a trailing slash, e.g. /download/',
  notAllowed: (path, value) => `“${path}” is not an allowed value (${value})`,
  notAllowedFix: (values) => `Use one of these: ${values}`,
  textOrJsxFix: (asText, asJsx) => `Give it as text (${asText}) or as JSX (${asJsx})`,
  wrongTextOrJsxFix: (path) => `Write text: ${path}: '…', or JSX: ${path}: <p>…</p>`,
  other: (path) => `“${path}” has a wrong value`,
  otherFix: "See the component's description in docs/writers/components.md",
};

const TEXT = {hu, en}[region.texts.language];
const TYPE_NAMES = TEXT.typeNames;

function typeName(value: unknown): string {
  if (Array.isArray(value)) return TYPE_NAMES.array;
  if (value !== null && typeof value === 'object') {
    const kind = (value as {kind?: unknown}).kind;
    if (kind === 'jsx') return TYPE_NAMES.jsx;
    if (kind === 'unknown') return TYPE_NAMES.computed;
  }
  return TYPE_NAMES[typeof value] ?? typeof value;
}

function describeIssue(issue: z.core.$ZodIssue, value: unknown, path: string): {message: string; fix: string} {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      return value === undefined
        ? {message: TEXT.missing(path, expected), fix: TEXT.missingFix(example(issue.expected, path), expected)}
        : {
            message: TEXT.wrongType(path, typeName(value), expected),
            fix: TEXT.wrongTypeFix(expected, example(issue.expected, path)),
          };
    }
    case 'unrecognized_keys': {
      const keys = issue.keys.map((key) => TEXT.quoted(`${path ? `${path}.` : ''}${key}`));
      return {message: TEXT.unknownKeys(keys.join(', ')), fix: TEXT.unknownKeysFix};
    }
    case 'too_small': {
      const minimum = String(issue.minimum);
      if (issue.origin === 'array') return {message: TEXT.shortList(path, minimum), fix: TEXT.shortListFix};
      if (issue.origin === 'string') return {message: TEXT.empty(path), fix: TEXT.emptyFix};
      return {message: TEXT.tooSmall(path, minimum), fix: TEXT.tooSmallFix};
    }
    case 'too_big': {
      const maximum = String(issue.maximum);
      if (issue.origin === 'array') return {message: TEXT.longList(path, maximum), fix: TEXT.longListFix};
      return {message: TEXT.tooBig(path, maximum), fix: TEXT.tooBigFix};
    }
    case 'invalid_format':
      return {message: TEXT.notRoute(path, String(value)), fix: TEXT.notRouteFix};
    case 'invalid_value':
      return {
        message: TEXT.notAllowed(path, String(value)),
        fix: TEXT.notAllowedFix(issue.values.map(String).join(', ')),
      };
    case 'invalid_union':
      return value === undefined
        ? {
            message: TEXT.missing(path, TEXT.textOrJsx),
            fix: TEXT.textOrJsxFix(example('string', path), example('jsx', path)),
          }
        : {message: TEXT.wrongType(path, typeName(value), TEXT.textOrJsx), fix: TEXT.wrongTextOrJsxFix(path)};
    default:
      return {message: TEXT.other(path), fix: TEXT.otherFix};
  }
}

const EXAMPLE_VALUES: Partial<Record<string, string>> = {number: '12', jsx: '<p>…</p>', array: '[…]'};

/** How the prop is written: `title="…"` on the element, `title: '…'` inside an object of a prop. */
function example(expected: string, path: string): string {
  const key = path.split(/[.[]/).pop() ?? path;
  const nested = /[.[]/.test(path);
  const value = expected === 'string' ? (nested ? "'…'" : '"…"') : (EXAMPLE_VALUES[expected] ?? '{…}');
  if (nested) return `${key}: ${value}`;
  return expected === 'string' ? `${key}=${value}` : `${key}={${value}}`;
}

export interface ComponentPropIssue {
  /** the schema's own issue (its `path`, and the `keys` of an unknown prop) */
  issue: z.core.$ZodIssue;
  /** where in the props: `items[0].question`, `ctaTo`; empty for the props object itself */
  path: string;
  /** `<FaqList> „items[0].question” üres` */
  message: string;
  fix: string;
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
    const path = z.core.toDotPath(issue.path); // `items[0].question`
    const {message, fix} = describeIssue(issue, value, path);
    return [{issue, path, message: `<${name}> ${message}`, fix}];
  });
}
