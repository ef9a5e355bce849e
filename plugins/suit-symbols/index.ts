import type {Node, Nodes} from 'mdast';
import {findAndReplace} from 'mdast-util-find-and-replace';
import type {MdxJsxAttribute, MdxJsxTextElement} from 'mdast-util-mdx-jsx';

import {SUIT_KEYS, SUIT_PATHS} from '../../src/components/poker/Card/suitPaths';
import {region} from '../../src/data/region';
import type {Suit} from '../../src/lib/poker/cards';

/**
 * Remark plugin: a suit symbol written in a page's text (♠ ♥ ♦ ♣) becomes the site's own pip, drawn inline as an
 * SVG with the suit's name for screen readers. Inter has no ♠ ♦ ♣, so the visitor's system would draw them
 * in a face of its own (and the build's font check refuses them); the pips are the ones the cards use.
 */

const SUIT_OF_SYMBOL: ReadonlyMap<string, Suit> = new Map([
  ['♠', 0],
  ['♥', 1],
  ['♦', 2],
  ['♣', 3],
]);
const SYMBOLS = /[♠♥♦♣]/g;

const attribute = (name: string, value: string): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});

/** The inline pip of one suit: `<svg class="suit-symbol suit-symbol--spade" role="img" aria-label="pikk">`. */
function suitSymbolNode(symbol: string): MdxJsxTextElement | false {
  const suit = SUIT_OF_SYMBOL.get(symbol);
  if (suit === undefined) return false;
  return {
    type: 'mdxJsxTextElement',
    name: 'svg',
    attributes: [
      attribute('className', `suit-symbol suit-symbol--${SUIT_KEYS[suit]}`),
      attribute('viewBox', '0 0 100 100'),
      attribute('role', 'img'),
      attribute('aria-label', region.texts.suitNames[suit]),
    ],
    children: [{type: 'mdxJsxTextElement', name: 'path', attributes: [attribute('d', SUIT_PATHS[suit])], children: []}],
  };
}

export default function remarkSuitSymbols() {
  // Remark's mdast root, or any hand-built tree of the same shape.
  return (tree: Node): void => findAndReplace(tree as Nodes, [SYMBOLS, suitSymbolNode]);
}
