/**
 * The props and imports an MDX page writes, read statically (no code runs). Anything computed (a variable, a call)
 * becomes `UNKNOWN_VALUE`, which the prop schemas accept, since only the page can know it. Shared by the check
 * and the editor's component forms, so both read a page alike; no Node built-ins (the editor runs it).
 */
import type {Expression, Node as EstreeNode, Program} from 'estree';
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxExpressionAttribute} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

const JSX_VALUE = Object.freeze({kind: 'jsx'});
export const UNKNOWN_VALUE = Object.freeze({kind: 'unknown'});

/** A string literal of a prop, with where it starts in the file (for spelling and link checks). */
export interface PropString {
  /** `items[0].question`, `ctaTo` */
  path: string;
  value: string;
  line: number;
  column: number;
}

type Attribute = MdxJsxAttribute | MdxJsxExpressionAttribute;

/** Where each value and object key of the props starts: `items[0]`, `items[0].question` → line and column. */
export type PropPlaces = Map<string, {line: number; column: number}>;

export function evaluateAttributes(
  attributes: readonly Attribute[],
  strings?: PropString[],
  places?: PropPlaces,
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue; // {...spread}: unknowable, not validated
    const {name, value} = attribute;
    if (value === null || value === undefined) {
      props[name] = true;
    } else if (typeof value === 'string') {
      props[name] = value;
      const start = attribute.position?.start;
      // The value starts after `name="`.
      if (start) strings?.push({path: name, value, line: start.line, column: start.column + name.length + 2});
    } else {
      const statement = value.data?.estree?.body[0];
      props[name] =
        statement?.type === 'ExpressionStatement'
          ? evaluate(statement.expression, name, strings, places)
          : UNKNOWN_VALUE;
    }
  }
  return props;
}

function evaluate(node: Expression | EstreeNode, path: string, strings?: PropString[], places?: PropPlaces): unknown {
  if (node.loc) places?.set(path, {line: node.loc.start.line, column: node.loc.start.column + 1});
  switch (node.type) {
    case 'Literal': {
      if (typeof node.value === 'string' && node.loc) {
        strings?.push({path, value: node.value, line: node.loc.start.line, column: node.loc.start.column + 2});
      }
      return node.value instanceof RegExp || typeof node.value === 'bigint' ? UNKNOWN_VALUE : node.value;
    }
    case 'TemplateLiteral':
      return node.expressions.length === 0
        ? node.quasis.map((quasi) => quasi.value.cooked ?? '').join('')
        : UNKNOWN_VALUE;
    case 'ArrayExpression':
      return node.elements.map((element, index) =>
        element && element.type !== 'SpreadElement'
          ? evaluate(element, `${path}[${index}]`, strings, places)
          : UNKNOWN_VALUE,
      );
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed) return UNKNOWN_VALUE;
        const key = nameOf(property.key);
        object[key] = evaluate(property.value, `${path}.${key}`, strings, places);
        // The key's own place (after the value's), for a finding about the key itself.
        if (property.key.loc)
          places?.set(`${path}.${key}`, {line: property.key.loc.start.line, column: property.key.loc.start.column + 1});
      }
      return object;
    }
    case 'UnaryExpression':
      return node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number'
        ? -node.argument.value
        : UNKNOWN_VALUE;
    case 'JSXElement' as string:
    case 'JSXFragment' as string:
      return JSX_VALUE;
    default:
      return UNKNOWN_VALUE;
  }
}

/** The name an identifier or a literal key says (`question`, `'question'`); '' for anything else. */
export function nameOf(node: unknown): string {
  const {type, name, value} = (node ?? {}) as {type?: unknown; name?: unknown; value?: unknown};
  if (type === 'Identifier' || type === 'JSXIdentifier') return String(name);
  return type === 'Literal' ? String(value) : '';
}

export function importedNames(tree: Root): Set<string> {
  const names = new Set<string>();
  visit(tree, 'mdxjsEsm', (node: {data?: {estree?: Program | null}}) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') for (const {local} of statement.specifiers) names.add(local.name);
    }
  });
  return names;
}
