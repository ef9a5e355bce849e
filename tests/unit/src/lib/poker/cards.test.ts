import {
  areDistinctCards,
  cardName,
  DECK_SIZE,
  formatCard,
  FULL_DECK,
  parseCard,
  parseCards,
  rankOf,
  remainingDeck,
  suitOf,
} from '@site/src/lib/poker/cards';

describe('cards', () => {
  it('has 52 distinct cards, 13 ranks x 4 suits', () => {
    expect(FULL_DECK).toHaveLength(DECK_SIZE);
    expect(new Set(FULL_DECK).size).toBe(52);
    const pairs = new Set(FULL_DECK.map((c) => `${rankOf(c)}-${suitOf(c)}`));
    expect(pairs.size).toBe(52);
    expect(new Set(FULL_DECK.map(rankOf)).size).toBe(13);
    expect(new Set(FULL_DECK.map(suitOf)).size).toBe(4);
  });

  it('parses letters and suit symbols to the same card', () => {
    expect(parseCard('As')).toBe(parseCard('A♠'));
    expect(parseCard('Th')).toBe(parseCard('10♥'));
    expect(parseCard('2c')).toBe(3);
    expect(parseCard('A♣')).toBe(51);
    expect(rankOf(parseCard('K♦'))).toBe(11);
    expect(suitOf(parseCard('K♦'))).toBe(2);
  });

  it('round-trips every card through format and parse', () => {
    for (const card of FULL_DECK) {
      expect(parseCard(formatCard(card))).toBe(card);
    }
    expect(parseCards('A♠ 10♥ 2♣').map(formatCard)).toEqual(['A♠', '10♥', '2♣']);
  });

  it('rejects invalid and duplicate cards', () => {
    expect(() => parseCard('1s')).toThrow();
    expect(() => parseCard('Ax')).toThrow();
    expect(() => parseCards('A♠ A♠')).toThrow();
  });

  it('tells distinct cards of the deck from repeated or impossible ones', () => {
    expect(areDistinctCards(FULL_DECK)).toBe(true);
    expect(areDistinctCards([0, 4, 51])).toBe(true);
    for (const bad of [[0, 4, 0], [51, 1, 51], [-1], [52], [2.5], [Number.NaN]])
      expect(areDistinctCards(bad)).toBe(false);
  });

  it('removes dead cards from the deck', () => {
    const rest = remainingDeck(parseCards('A♠ K♠ Q♥ Q♦'));
    expect(rest).toHaveLength(48);
    expect(rest).not.toContain(parseCard('A♠'));
  });

  it('names cards in Hungarian', () => {
    expect(cardName(parseCard('A♠'))).toBe('pikk ász');
    expect(parseCards('K♥ 10♦ 2♣').map(cardName)).toEqual(['kőr király', 'káró tízes', 'treff kettes']);
  });
});
