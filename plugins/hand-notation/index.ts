import type {Node} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import {parseHandNotation} from '../../src/lib/poker/handNotation';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Components whose card attributes are checked, and which attributes hold cards. */
const CARD_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  Hand: ['cards', 'board'],
  Card: ['card'],
};

function literalAttribute(node: JsxElement, name: string, where: string): string | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (attribute?.value === undefined || attribute.value === null) return undefined;
  if (typeof attribute.value !== 'string') {
    // An expression could hide any value from this check, so the notation must be written out.
    throw new Error(`${where}: <${node.name ?? ''} ${name}=…> must be a plain string, e.g. ${name}="As Ks"`);
  }
  return attribute.value;
}

/** Every problem in one tree, as "file:line: <Hand cards=…>: problem" lines. */
export function findHandNotationErrors(tree: Node, filePath: string): string[] {
  const errors: string[] = [];
  visit(tree, (found) => {
    if (found.type !== 'mdxJsxFlowElement' && found.type !== 'mdxJsxTextElement') return;
    const node = found as JsxElement;
    const attributes = node.name ? CARD_ATTRIBUTES[node.name] : undefined;
    if (!attributes) return;
    const where = `${filePath}:${node.position?.start.line ?? '?'}`;
    try {
      const [first = '', second = ''] = attributes.map((name) => literalAttribute(node, name, where) ?? '');
      const result = parseHandNotation(first, second);
      if (!result.ok) {
        const shown = attributes
          .map((name, i) => `${name}="${i === 0 ? first : second}"`)
          .filter((a) => !a.endsWith('=""'));
        errors.push(`${where}: <${node.name} ${shown.join(' ')}>: ${result.problem}`);
      } else if (node.name === 'Card' && result.hand.hole.length !== 1) {
        errors.push(`${where}: <Card card="${first}">: exactly one card expected`);
      }
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  });
  return errors;
}

/**
 * Remark plugin for the pages plugin: checks the card notation of every `<Hand>` and `<Card>` at build time.
 * An invalid card, a card given twice in one hand or a non-literal value fails the build, naming the file,
 * the line and the card.
 */
export default function remarkHandNotation() {
  return (tree: Node, file: {path?: string}): void => {
    const errors = findHandNotationErrors(tree, file.path ?? '(unknown file)');
    if (errors.length > 0) {
      throw new Error(`Invalid playing cards in MDX:\n${errors.join('\n')}`);
    }
  };
}
