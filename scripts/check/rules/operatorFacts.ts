import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {Nodes} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';

import {
  OPERATOR_FACTS,
  OPERATOR_FACTS_FILE,
  type OperatorFact,
  SUPPLIER_NAMES,
  unknownFacts,
} from '../../../src/data/operatorFacts';
import {evaluateAttributes} from '../../../src/lib/mdxProps/jsxProps';
import {findingAt, pageRule} from '../context';
import type {Finding} from '../finding';
import {ruleTexts} from '../ruleTexts';
import {ROOT} from '../site';

const TEXT = ruleTexts['operator-facts'];

function isJsx(node: Nodes): node is MdxJsxFlowElement | MdxJsxTextElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/**
 * A `<Fact name="x" />` renders nothing while the fact is unknown, so the sentence around it must be inside
 * `<WhenKnown fact="x">`: otherwise a visitor would read "A címe: ." until somebody supplies the address.
 */
export const operatorFactsRule = pageRule('operator-facts', TEXT.title, (context, page) => {
  const {tree} = page.document;
  if (!tree) return [];
  const findings: Finding[] = [];
  const walk = (node: Nodes, guarded: ReadonlySet<unknown>) => {
    let inside = guarded;
    if (isJsx(node) && node.name === 'WhenKnown') {
      inside = new Set([...guarded, evaluateAttributes(node.attributes).fact]);
    }
    // The page's table of contents lists every heading, so one inside <WhenKnown> would be a broken link
    // while the fact is unknown.
    if (node.type === 'heading' && inside.size > 0) {
      findings.push(
        findingAt(context, 'operator-facts', node.position?.start, TEXT.headingInWhenKnown, TEXT.headingInWhenKnownFix),
      );
    }
    if (isJsx(node) && node.name === 'Fact') {
      const name = evaluateAttributes(node.attributes).name;
      if (!inside.has(name)) {
        findings.push(
          findingAt(
            context,
            'operator-facts',
            node.position?.start,
            TEXT.factOutside(String(name)),
            TEXT.factOutsideFix(String(name)),
          ),
        );
      }
    }
    if ('children' in node) for (const child of node.children) walk(child, inside);
  };
  walk(tree, new Set());
  return findings;
});

/**
 * Every operator fact nobody has supplied yet, as a warning on its line in the region's facts file, in the
 * region's language: the writers cannot fix these in a page, but they should know which sentences the site
 * leaves out and who to ask. The production deploy refuses to run while any is listed.
 */
export function unknownFactFindings(facts: Record<string, OperatorFact> = OPERATOR_FACTS): Finding[] {
  const source = readFileSync(path.join(ROOT, OPERATOR_FACTS_FILE), 'utf8').split('\n');
  return unknownFacts(facts).map((name) => {
    const fact = facts[name];
    const index = source.findIndex((line) => new RegExp(`^\\s+${name}: \\{`).test(line));
    const indent = /^\s*/.exec(source[index] ?? '')?.[0].length ?? 0;
    return {
      file: OPERATOR_FACTS_FILE,
      line: index + 1 || 1,
      column: indent + 1,
      rule: 'operator-facts',
      severity: 'warning',
      message: TEXT.missingFact(fact.label),
      fix: TEXT.askForFact(SUPPLIER_NAMES[fact.suppliedBy]),
    };
  });
}
