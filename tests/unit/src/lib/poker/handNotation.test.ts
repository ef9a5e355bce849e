import {compile} from '@mdx-js/mdx';

import remarkHandNotation, {findHandNotationErrors} from '@site/plugins/hand-notation';
import {parseCard} from '@site/src/lib/poker/cards';
import {parseHandNotation, parseHandOrThrow} from '@site/src/lib/poker/handNotation';

describe('parseHandNotation', () => {
  it('reads the short notation, symbols and "10" alike', () => {
    const result = parseHandNotation('As Ks', 'Q♠ J♠ 10s');
    expect(result).toEqual({
      ok: true,
      hand: {hole: [parseCard('As'), parseCard('Ks')], board: ['Qs', 'Js', 'Ts'].map(parseCard)},
    });
  });

  it('names an invalid card', () => {
    expect(parseHandNotation('As Kx')).toEqual({ok: false, problem: 'invalid card "Kx"', card: 'Kx'});
    expect(parseHandNotation('1s')).toMatchObject({ok: false, card: '1s'});
  });

  it('names a card given twice, also across the hole cards and the board', () => {
    expect(parseHandNotation('As Ks As')).toMatchObject({ok: false, card: 'As'});
    expect(parseHandNotation('As Ks', 'Qs A♠ Ts')).toEqual({
      ok: false,
      problem: 'duplicate card "A♠" (already given as "As")',
      card: 'A♠',
    });
  });

  it('rejects an empty hand', () => {
    expect(parseHandNotation('  ')).toMatchObject({ok: false, problem: 'no cards given'});
  });

  it('throws with the component and the card named', () => {
    expect(() => parseHandOrThrow('As Zz')).toThrow('<Hand cards="As Zz">: invalid card "Zz"');
  });
});

describe('remark plugin: hand notation checked at build time', () => {
  // The MDX compiler with the plugin, as the build runs it on a page.
  const compileMdx = (source: string) =>
    compile({value: source, path: 'pages/poker-school/example.mdx'}, {remarkPlugins: [remarkHandNotation]});

  it('accepts valid hands and cards', async () => {
    await expect(
      compileMdx(
        '# Cím\n\n<Hand cards="As Ks Qs Js Ts" />\n\nSzöveg <Hand inline cards="Ah Kh" board="Qh 7h 2c" /> és <Card card="Td" />.\n',
      ),
    ).resolves.toBeDefined();
  });

  it('fails on an invalid card, naming the file, the line and the card', async () => {
    await expect(compileMdx('# Cím\n\n<Hand cards="As Ks Qs Js 1s" />\n')).rejects.toThrow(
      'pages/poker-school/example.mdx:3: <Hand cards="As Ks Qs Js 1s">: invalid card "1s"',
    );
  });

  it('fails on a duplicate card in one hand', async () => {
    await expect(compileMdx('Szöveg <Hand inline cards="Ah Kh" board="Qh Ah 2c" />.\n')).rejects.toThrow(
      'duplicate card "Ah"',
    );
  });

  it('fails on a value the check cannot read', async () => {
    await expect(compileMdx('<Hand cards={"As " + "Ks"} />\n')).rejects.toThrow('must be a plain string');
  });

  it('fails on a Card with more than one card', async () => {
    await expect(compileMdx('<Card card="As Ks" />\n')).rejects.toThrow('exactly one card expected');
  });

  it('reports every problem of a file at once', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'mdxJsxFlowElement', name: 'Hand', attributes: [{type: 'mdxJsxAttribute', name: 'cards', value: 'Xx'}]},
        {type: 'mdxJsxFlowElement', name: 'Card', attributes: [{type: 'mdxJsxAttribute', name: 'card', value: ''}]},
        {type: 'mdxJsxFlowElement', name: 'Other', attributes: [{type: 'mdxJsxAttribute', name: 'cards', value: 'Xx'}]},
      ],
    };
    expect(findHandNotationErrors(tree, 'a.mdx')).toEqual([
      'a.mdx:?: <Hand cards="Xx">: invalid card "Xx"',
      'a.mdx:?: <Card >: no cards given',
    ]);
  });
});
