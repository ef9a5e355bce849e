import {FULL_DECK, rankOf} from '@site/src/lib/poker/cards';
import {binomial, forEachCombination, fraction} from '@site/src/lib/poker/combinatorics';
import {POKER_GAMES, type PokerGameId} from '@site/src/lib/poker/games';
import {holeCardFacts} from '@site/src/lib/poker/holeCards';

const ACE = 12;
/** The Short Deck: sixes (rank index 4) to aces of the standard card numbering. */
const SHORT_DECK_CARDS = FULL_DECK.filter((card) => rankOf(card) >= 4);

/** Deals every hand of `size` cards and counts pairs and two-ace hands one by one. */
function enumerate(deck: readonly number[], size: number) {
  let hands = 0;
  let anyPair = 0;
  let aces = 0;
  forEachCombination(deck, size, (hand) => {
    hands += 1;
    const ranks = hand.map(rankOf);
    if (new Set(ranks).size < ranks.length) anyPair += 1;
    if (ranks.filter((r) => r === ACE).length >= 2) aces += 1;
  });
  return {hands, anyPair: fraction(anyPair, hands), pairOfRank: fraction(aces, hands)};
}

/**
 * A second way to count, rank by rank: how many ways to take `k` cards so that no rank gives two
 * (dynamic programming over the ranks, each contributing 0 or 1 card in one of four suits).
 */
function handsWithoutPairByRanks(ranks: number, k: number): number {
  let ways = [1, ...Array<number>(k).fill(0)];
  for (let r = 0; r < ranks; r += 1) {
    ways = ways.map((w, taken) => w + (taken > 0 ? 4 * (ways[taken - 1] ?? 0) : 0));
  }
  return ways[k] ?? 0;
}

/** Hands with fewer than two aces, by choosing 0 or 1 ace and the rest from the other cards. */
function handsWithoutTwoAces(deckSize: number, k: number): number {
  return binomial(deckSize - 4, k) + 4 * binomial(deckSize - 4, k - 1);
}

describe('hole card facts', () => {
  it('counts the two-card combinations a hand contains: 1, 6, 10 and 15', () => {
    expect(holeCardFacts('holdem').twoCardCombos).toBe(1);
    expect(holeCardFacts('omaha').twoCardCombos).toBe(6);
    expect(holeCardFacts('plo5').twoCardCombos).toBe(10);
    expect(holeCardFacts('plo6').twoCardCombos).toBe(15);
    expect(holeCardFacts('short-deck').twoCardCombos).toBe(1);
    // Listing the pairs of four cards gives the same six.
    const pairs: string[] = [];
    forEachCombination(['a', 'b', 'c', 'd'], 2, (two) => pairs.push(two.join('')));
    expect(pairs).toEqual(['ab', 'ac', 'ad', 'bc', 'bd', 'cd']);
  });

  it('gives the textbook fractions', () => {
    expect(holeCardFacts('holdem')).toMatchObject({
      hands: 1326,
      anyPair: {numerator: 1, denominator: 17},
      pairOfRank: {numerator: 1, denominator: 221},
    });
    expect(holeCardFacts('short-deck')).toMatchObject({
      hands: 630,
      anyPair: {numerator: 3, denominator: 35},
      pairOfRank: {numerator: 1, denominator: 105},
    });
    // 1 − C(13, 4)·4⁴ / C(52, 4) = 87 685 / 270 725; two aces: (6·1128 + 4·48 + 1) / 270 725.
    expect(holeCardFacts('omaha')).toMatchObject({
      hands: 270725,
      anyPair: fraction(87685, 270725),
      pairOfRank: fraction(6961, 270725),
    });
    expect(holeCardFacts('plo6').hands).toBe(20358520);
  });

  it('equals dealing every Hold’em, Short Deck, Omaha and PLO-5 hand', () => {
    const cases: [PokerGameId, readonly number[]][] = [
      ['holdem', FULL_DECK],
      ['short-deck', SHORT_DECK_CARDS],
      ['omaha', FULL_DECK],
      ['plo5', FULL_DECK],
    ];
    for (const [game, deck] of cases) {
      const {hands, anyPair, pairOfRank} = holeCardFacts(game);
      expect([game, enumerate(deck, POKER_GAMES[game].holeCards)]).toEqual([game, {hands, anyPair, pairOfRank}]);
    }
  }, 60_000);

  it('agrees with counting rank by rank for every game, PLO-6 included', () => {
    for (const game of Object.keys(POKER_GAMES) as PokerGameId[]) {
      const {deck, holeCards} = POKER_GAMES[game];
      const facts = holeCardFacts(game);
      expect(facts.anyPair).toEqual(
        fraction(facts.hands - handsWithoutPairByRanks(deck.ranks, holeCards), facts.hands),
      );
      expect(facts.pairOfRank).toEqual(fraction(facts.hands - handsWithoutTwoAces(deck.size, holeCards), facts.hands));
    }
  });

  it('makes pairs more common with more cards and in the smaller deck', () => {
    const chance = (game: PokerGameId) => {
      const f = holeCardFacts(game).anyPair;
      return f.numerator / f.denominator;
    };
    expect(chance('omaha')).toBeGreaterThan(chance('holdem'));
    expect(chance('plo5')).toBeGreaterThan(chance('omaha'));
    expect(chance('plo6')).toBeGreaterThan(chance('plo5'));
    expect(chance('short-deck')).toBeGreaterThan(chance('holdem'));
  });
});
