import remarkSuitSymbols from '@site/plugins/suit-symbols';
import {SUIT_PATHS} from '@site/src/components/poker/Card/suitPaths';

interface Node {
  type: string;
  value?: string;
  name?: string;
  attributes?: {type: 'mdxJsxAttribute'; name: string; value: string}[];
  children?: Node[];
}

const paragraph = (value: string): Node => ({
  type: 'root',
  children: [
    {
      type: 'paragraph',
      children: [
        {type: 'strong', children: [{type: 'text', value: 'Színek:'}]},
        {type: 'text', value},
      ],
    },
  ],
});

describe('suit symbols in running text', () => {
  it('turns each of ♠ ♥ ♦ ♣ into the cards’ pip, named for screen readers, and keeps the words around it', () => {
    const tree = paragraph(' pikk (♠), kőr (♥), káró (♦) és treff (♣).');
    remarkSuitSymbols()(tree);
    const parts = tree.children?.[0].children ?? [];
    expect(parts.map((part) => (part.type === 'text' ? part.value : (part.name ?? part.type)))).toEqual([
      'strong',
      ' pikk (',
      'svg',
      '), kőr (',
      'svg',
      '), káró (',
      'svg',
      ') és treff (',
      'svg',
      ').',
    ]);
    const pips = parts.filter((part) => part.name === 'svg');
    expect(pips.map((pip) => pip.attributes?.find((a) => a.name === 'aria-label')?.value)).toEqual([
      'pikk',
      'kőr',
      'káró',
      'treff',
    ]);
    expect(pips[0].attributes).toEqual(
      expect.arrayContaining([
        {type: 'mdxJsxAttribute', name: 'role', value: 'img'},
        {type: 'mdxJsxAttribute', name: 'className', value: 'suit-symbol suit-symbol--spade'},
      ]),
    );
    expect(pips[3].children?.[0].attributes).toEqual([{type: 'mdxJsxAttribute', name: 'd', value: SUIT_PATHS[3]}]);
  });

  it('leaves text without suits alone', () => {
    const tree = paragraph(' nincs erősorrend.');
    remarkSuitSymbols()(tree);
    expect(tree).toEqual(paragraph(' nincs erősorrend.'));
  });
});
