import {
  CATEGORY_COUNT_FORMULAS,
  categoryCountFormulas,
  HAND_CATEGORIES,
  type HandCategory,
} from '@site/src/lib/poker/categories';
import {binomial, forEachCombination} from '@site/src/lib/poker/combinatorics';
import {SHORT_DECK, STANDARD_DECK} from '@site/src/lib/poker/games';
import {SHORT_DECK_CARDS, shortDeckFive, type ShortDeckMade} from '@site/tests/helpers/shortDeckHands';

const counts = (formulas: Readonly<Record<HandCategory, () => number>>) =>
  Object.fromEntries(HAND_CATEGORIES.map((c) => [c, formulas[c]()])) as Record<HandCategory, number>;

describe('5-card category counts in the 36-card Short Deck', () => {
  const shortDeck = counts(categoryCountFormulas(SHORT_DECK));

  it('add up to C(36, 5) = 376,992 and give a rarer flush than full house', () => {
    expect(SHORT_DECK_CARDS).toHaveLength(SHORT_DECK.size);
    expect(binomial(SHORT_DECK.size, 5)).toBe(376992);
    expect(Object.values(shortDeck).reduce((a, b) => a + b, 0)).toBe(376992);
    expect(shortDeck).toEqual({
      'royal-flush': 4,
      'straight-flush': 20,
      'four-of-a-kind': 288,
      'full-house': 1728,
      flush: 480,
      straight: 6120,
      'three-of-a-kind': 16128,
      'two-pair': 36288,
      'one-pair': 193536,
      'high-card': 122400,
    });
    expect(shortDeck.flush).toBeLessThan(shortDeck['full-house']);
  });

  it('equal a card-by-card reading of all 376,992 hands (A-6-7-8-9 is a straight)', () => {
    const seen: Record<ShortDeckMade, number> = {
      'straight-flush': 0,
      'four-of-a-kind': 0,
      flush: 0,
      'full-house': 0,
      straight: 0,
      'three-of-a-kind': 0,
      'two-pair': 0,
      'one-pair': 0,
      'high-card': 0,
    };
    forEachCombination(SHORT_DECK_CARDS, 5, (hand) => {
      seen[shortDeckFive(hand)] += 1;
    });
    const {'royal-flush': royal, 'straight-flush': straightFlush, ...rest} = shortDeck;
    expect(seen).toEqual({...rest, 'straight-flush': royal + straightFlush});
  }, 60_000);

  it('leaves the 52-card counts as they were', () => {
    expect(counts(categoryCountFormulas(STANDARD_DECK))).toEqual(counts(CATEGORY_COUNT_FORMULAS));
    expect(CATEGORY_COUNT_FORMULAS.flush()).toBe(5108);
    expect(CATEGORY_COUNT_FORMULAS['full-house']()).toBe(3744);
  });
});
