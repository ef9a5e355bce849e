import type {Node} from 'mdast';
import {visit} from 'unist-util-visit';

import {parseHandNotation} from '../../src/lib/poker/handNotation';

/** The parts of an MDX syntax tree this check reads (mdast with mdx-jsx nodes). */
interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface TreeNode extends Node {
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: TreeNode[];
}

interface SourceFile {
  path?: string;
}

/** Components whose card attributes are checked, and which attributes hold cards. */
const CARD_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  Hand: ['cards', 'board'],
  Card: ['card'],
};

function literalAttribute(node: TreeNode, name: string, where: string): string | undefined {
  const attribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (attribute?.value === undefined || attribute.value === null) return undefined;
  if (typeof attribute.value !== 'string') {
    // An expression could hide any value from this check, so the notation must be written out.
    throw new Error(`${where}: <${node.name ?? ''} ${name}=…> must be a plain string, e.g. ${name}="As Ks"`);
  }
  return attribute.value;
}

/** Every problem in one tree, as "file:line: <Hand cards=…>: problem" lines. */
export function findHandNotationErrors(tree: TreeNode, filePath: string): string[] {
  const errors: string[] = [];
  visit(tree, (node: TreeNode) => {
    const attributes = node.name ? CARD_ATTRIBUTES[node.name] : undefined;
    if (!attributes || (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement')) return;
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
  return (tree: TreeNode, file: SourceFile): void => {
    const errors = findHandNotationErrors(tree, file.path ?? '(unknown file)');
    if (errors.length > 0) {
      throw new Error(`Invalid playing cards in MDX:\n${errors.join('\n')}`);
    }
  };
}
