import {excerptOf} from '@site/src/lib/search/excerpt';
import {foldAccents, queryTermsOf, termOf} from '@site/src/lib/search/terms';

describe('search terms', () => {
  it('stems before folding, so Hungarian endings written with accents are removed', () => {
    expect(termOf('pénztárból', 'hu')).toBe(termOf('pénztár', 'hu'));
    expect(termOf('önkizárást', 'hu')).toBe(termOf('önkizárás', 'hu'));
    expect(termOf('asztalnál', 'hu')).toBe(termOf('asztal', 'hu'));
    expect(termOf('pénztár', 'hu')).toBe(foldAccents(termOf('pénztár', 'hu')));
  });

  it('removes -ből, -től, -ről too (the stemmer spells ő and ű the Latin-1 way)', () => {
    expect(termOf('kliensből', 'hu')).toBe(termOf('kliens', 'hu'));
    expect(termOf('játékostól', 'hu')).toBe(termOf('játékos', 'hu'));
  });

  it('finds the ending of a word typed without accents', () => {
    expect(queryTermsOf('penztarbol', 'hu')).toContain(termOf('pénztár', 'hu'));
    expect(queryTermsOf('sutik', 'hu')).toContain(termOf('sütik', 'hu'));
  });

  it('gives a word with accents, and an English word, its one term', () => {
    expect(queryTermsOf('pénztárból', 'hu')).toEqual([termOf('pénztár', 'hu')]);
    expect(queryTermsOf('withdrawals', 'en')).toEqual([termOf('withdrawal', 'en')]);
  });
});

describe('search excerpt', () => {
  it('marks every form of the matched words around the first one', () => {
    const text = 'Az önkizárás végleges. Önkizárást a fiókodban kérhetsz.';
    const parts = excerptOf(text, [termOf('önkizárás', 'hu')], 'hu');
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(['önkizárás', 'Önkizárást']);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('cuts a long text at whole words, with an ellipsis where it is cut', () => {
    const text = `${'szó '.repeat(60)}limit ${'vég '.repeat(60)}`.trim();
    const parts = excerptOf(text, [termOf('limit', 'hu')], 'hu', 20);
    const shown = parts.map((part) => part.text).join('');
    expect(shown.startsWith('… szó')).toBe(true);
    expect(shown.endsWith('vég …')).toBe(true);
    expect(parts.find((part) => part.marked)?.text).toBe('limit');
  });
});
