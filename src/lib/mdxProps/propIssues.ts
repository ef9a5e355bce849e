/**
 * The props of an MDX component judged by its schema (its `mdx.ts`), each issue said in the built region's
 * language (`propIssueTexts.ts`): what is wrong with the prop and what is expected. The one home of these messages: the writers' check (`scripts/check/rules/
 * props.ts`) reports them for a page, the editor's component forms (`src/admin/blocks/`) refuse a value with them.
 */
import {region} from '../../data/region';
import * as z from '../schema';
import {UNKNOWN_VALUE} from './jsxProps';
import {PROP_ISSUE_TEXTS} from './propIssueTexts';

const TEXT = PROP_ISSUE_TEXTS[region.texts.language];
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

/** What is wrong with the prop at `path` and what to do about it. */
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
    const {message, fix} = describeIssue(issue, value, path);
    return [{issue, path, message: `<${name}> ${message}`, fix}];
  });
}
