import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import {type MdxComponentName, mdxComponents} from '../../../src/components/mdxComponents.generated';
import {findingAt, pageRule, type RuleContext} from '../../../src/lib/check/context';
import type {Finding} from '../../../src/lib/check/finding';
import {ruleTexts} from '../../../src/lib/check/ruleTexts';
import {evaluateAttributes, importedNames, type PropPlaces, type PropString} from '../../../src/lib/mdxProps/jsxProps';
import {type ComponentPropIssue, componentPropIssues} from '../../../src/lib/mdxProps/propIssues';

/** Every component in a page is known (imported, or import-free), with props its schema (`mdx.ts`) accepts. */
export const propsRule = pageRule('props', (context, page) => {
  const {tree} = page.document;
  if (!tree) return [];
  const imported = importedNames(tree);
  const findings: Finding[] = [];
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as MdxJsxFlowElement | MdxJsxTextElement;
    const name = element.name;
    if (!name || !/^[A-Z]/.test(name)) return; // HTML elements and fragments
    if (!imported.has(name) && !page.globalComponents.has(name)) {
      const at = element.position?.start;
      findings.push(findingAt(context, 'props', at, ruleTexts.props.unknown(name), ruleTexts.props.unknownFix(name)));
    } else if (name in mdxComponents) {
      const strings: PropString[] = [];
      const places: PropPlaces = new Map();
      const props = evaluateAttributes(element.attributes, strings, places);
      for (const issue of componentPropIssues(name, mdxComponents[name as MdxComponentName].schema, props)) {
        findings.push(issueFinding(context, element, {strings, places}, issue));
      }
    }
  });
  return findings;
});

function issueFinding(
  context: RuleContext,
  element: MdxJsxFlowElement | MdxJsxTextElement,
  where: {strings: PropString[]; places: PropPlaces},
  {issue, path, message, fix}: ComponentPropIssue,
) {
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
  return findingAt(context, 'props', place, message, fix);
}
