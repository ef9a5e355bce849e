import type {Nodes} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';

import {evaluateAttributes} from '../../mdxProps/jsxProps';
import {findingAt, pageRule} from '../context';
import type {Finding} from '../finding';
import {ruleTexts} from '../ruleTexts';

const TEXT = ruleTexts['operator-facts'];

function isJsx(node: Nodes): node is MdxJsxFlowElement | MdxJsxTextElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/**
 * A `<Fact name="x" />` renders nothing while the fact is unknown, so the sentence around it must be inside
 * `<WhenKnown fact="x">`: otherwise a visitor would read "A címe: ." until somebody supplies the address.
 */
export const operatorFactsRule = pageRule('operator-facts', (context, page) => {
  const {tree} = page.document;
  if (!tree) return [];
  const findings: Finding[] = [];
  const add = (node: Nodes, message: string, fix: string) =>
    findings.push(findingAt(context, 'operator-facts', node.position?.start, message, fix));
  const walk = (node: Nodes, guarded: ReadonlySet<unknown>) => {
    let inside = guarded;
    if (isJsx(node) && node.name === 'WhenKnown') {
      inside = new Set([...guarded, evaluateAttributes(node.attributes).fact]);
    }
    // The page's table of contents lists every heading, so one inside <WhenKnown> would be a broken link
    // while the fact is unknown.
    if (node.type === 'heading' && inside.size > 0) add(node, TEXT.headingInWhenKnown, TEXT.headingInWhenKnownFix);
    if (isJsx(node) && node.name === 'Fact') {
      const name = evaluateAttributes(node.attributes).name;
      if (!inside.has(name)) add(node, TEXT.factOutside(String(name)), TEXT.factOutsideFix(String(name)));
    }
    if ('children' in node) for (const child of node.children) walk(child, inside);
  };
  walk(tree, new Set());
  return findings;
});
