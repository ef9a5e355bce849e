import type {Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import {type MdxComponentName, mdxComponents} from '../../../src/components/mdxComponents.generated';
import * as z from '../../../src/lib/schema';
import {findingAt, pageRule, type RuleContext} from '../context';
import {evaluateAttributes, type PropPlaces, type PropString, UNKNOWN_VALUE} from '../jsxProps';
import {describeIssue} from '../propIssues';

/**
 * Every component written in a page: known (imported, or one of the site's import-free components), and with
 * props its schema (the component's `mdx.ts`) accepts. A wrong or missing prop names the component, the
 * prop and the expected type, before the page ever fails in a browser.
 */
export const propsRule = pageRule(
  'props',
  'Ismert komponens (importálva vagy import nélkül használható), a sémája szerinti tulajdonságokkal.',
  (context, page) => {
    const {tree} = page.document;
    if (!tree) return [];
    const imported = importedNames(tree);
    const findings = [];
    const elements: (MdxJsxFlowElement | MdxJsxTextElement)[] = [];
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      elements.push(node as MdxJsxFlowElement | MdxJsxTextElement);
    });
    for (const element of elements) {
      const name = element.name;
      if (!name || !/^[A-Z]/.test(name)) continue; // HTML elements and fragments
      const at = element.position?.start;
      if (!imported.has(name) && !page.globalComponents.has(name)) {
        findings.push(
          findingAt(
            context,
            'props',
            at,
            `Ismeretlen komponens: <${name}>`,
            `Importáld a front matter után (import ${name} from '@site/src/components/…';), vagy javítsd a nevét`,
          ),
        );
        continue;
      }
      if (!(name in mdxComponents)) continue;
      const strings: PropString[] = [];
      const places: PropPlaces = new Map();
      const props = evaluateAttributes(element.attributes, strings, places);
      const result = z.safeParse(mdxComponents[name as MdxComponentName].schema, props);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        // A computed value (`{figures.welcomeBonus}`) is only known when the page runs: not judged here.
        if (isUnknownValue(valueAt(props, issue.path))) continue;
        findings.push(issueFinding(context, element, name, props, {strings, places}, issue));
      }
    }
    return findings;
  },
);

function issueFinding(
  context: RuleContext,
  element: MdxJsxFlowElement | MdxJsxTextElement,
  name: string,
  props: Record<string, unknown>,
  where: {strings: PropString[]; places: PropPlaces},
  issue: z.core.$ZodIssue,
) {
  const path = issue.path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
  const described = describeIssue(issue, valueAt(props, issue.path));
  const topName = String(issue.path[0] ?? '');
  const attribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === topName);
  // The most precise place known: the unknown key, the string, the value, its closest container, the prop.
  const keyPath = issue.code === 'unrecognized_keys' ? `${path ? `${path}.` : ''}${issue.keys[0] ?? ''}` : path;
  const containers = path.split(/(?=[.[])/).map((_, index, parts) => parts.slice(0, parts.length - index).join(''));
  const place =
    where.places.get(keyPath) ??
    where.strings.find((string) => string.path === path) ??
    containers.map((container) => where.places.get(container)).find(Boolean) ??
    attribute?.position?.start ??
    element.position?.start;
  return findingAt(context, 'props', place, `<${name}> ${described.message(path)}`, described.fix(path));
}

function isUnknownValue(value: unknown): boolean {
  return value === UNKNOWN_VALUE;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function importedNames(tree: Root): Set<string> {
  const names = new Set<string>();
  visit(tree, 'mdxjsEsm', (node: {value: string}) => {
    for (const match of node.value.matchAll(/import\s+(?:(\w+)|\{([^}]*)\})/g)) {
      if (match[1]) names.add(match[1]);
      for (const part of (match.at(2) ?? '').split(',')) {
        const local = part
          .trim()
          .split(/\s+as\s+/)
          .pop();
        if (local) names.add(local);
      }
    }
  });
  return names;
}
