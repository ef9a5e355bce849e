import {
  formatFraction,
  formatInteger,
  formatOddsAgainst,
  formatPercent,
  formatProbabilityPercent,
} from '@site/src/lib/format/number';
import {displayCards, parseCards} from '@site/src/lib/poker/cards';
import {fraction} from '@site/src/lib/poker/combinatorics';

// hu-HU groups thousands with a no-break space (U+00A0).
const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('Hungarian number formatting', () => {
  it('groups thousands and uses a decimal comma', () => {
    expect(formatInteger(2598960)).toBe(nb('2 598 960'));
    expect(formatInteger(1081)).toBe('1081');
    expect(formatPercent(9 / 47)).toBe('19,15%');
    expect(formatPercent(0.36, 0)).toBe('36%');
  });

  it('keeps small probabilities informative', () => {
    expect(formatProbabilityPercent(4 / 2598960)).toBe('0,000154%');
    expect(formatProbabilityPercent(36 / 2598960)).toBe('0,00139%');
    expect(formatProbabilityPercent(624 / 2598960)).toBe('0,0240%');
    expect(formatProbabilityPercent(1098240 / 2598960)).toBe('42,2569%');
    expect(formatProbabilityPercent(0)).toBe('0%');
  });

  it('formats odds against and fractions', () => {
    expect(formatOddsAgainst(649739)).toBe(nb('649 739 : 1'));
    expect(formatOddsAgainst(20.6)).toBe(nb('20,6 : 1'));
    expect(formatOddsAgainst(1.3665)).toBe(nb('1,37 : 1'));
    expect(formatOddsAgainst(Number.POSITIVE_INFINITY)).toBe('–');
    expect(formatFraction(fraction(378, 1081))).toBe('378/1081');
  });
});

describe('displayCards', () => {
  it('gives visible tokens, colours and a Hungarian label', () => {
    const hand = displayCards(parseCards('A♠ K♥ 10♦'));
    expect(hand.cards.map((c) => c.text)).toEqual(['A♠', 'K♥', '10♦']);
    expect(hand.cards.map((c) => c.isRed)).toEqual([false, true, true]);
    expect(hand.label).toBe('pikk ász, kőr király, káró tízes');
  });
});
