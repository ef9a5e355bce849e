import {type Card, FULL_DECK, parseCards} from '@site/src/lib/poker/cards';
import {forEachCombination} from '@site/src/lib/poker/combinatorics';
import {categoryOfScore, score5,scoreBest} from '@site/tests/helpers/evaluate5';

/** Deterministic pseudo-random generator (mulberry32) so failures are reproducible. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomHand(random: () => number, size: number): Card[] {
  const deck = [...FULL_DECK];
  for (let i = 0; i < size; i += 1) {
    const j = i + Math.floor(random() * (deck.length - i));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck.slice(0, size);
}

/** Reference: the best of all 5-card subsets, scored by the simple evaluator. */
function bestOfSubsets(cards: readonly Card[]): number {
  let best = -1;
  forEachCombination(cards, 5, (five) => {
    best = Math.max(best, score5(five));
  });
  return best;
}

const best = (text: string) => categoryOfScore(scoreBest(parseCards(text)));

describe('scoreBest (fast 5–7 card evaluator)', () => {
  it('equals the best 5-card subset on 30,000 random 7-card and 10,000 random 6-card hands', () => {
    const random = mulberry32(20261121);
    const wrong: Card[][] = [];
    for (const [hands, size] of [
      [30000, 7],
      [10000, 6],
    ]) {
      for (let i = 0; i < hands; i += 1) {
        const hand = randomHand(random, size);
        if (scoreBest(hand) !== bestOfSubsets(hand)) wrong.push(hand);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['A♠ A♥ A♦ K♣ K♠ K♥ 2♦', 'full-house'],
    ['A♠ A♥ K♦ K♣ Q♠ Q♥ 2♦', 'two-pair'],
    ['A♥ 2♣ 3♦ 4♠ 5♥ K♠ K♦', 'straight'],
    ['2♥ 3♥ 4♥ 5♥ 6♥ 7♥ A♥', 'straight-flush'],
    ['10♠ J♠ Q♠ K♠ A♠ 9♠ 8♠', 'royal-flush'],
    ['2♦ 7♦ 9♦ J♦ K♦ 10♣ Q♥', 'flush'],
    ['Q♠ Q♥ Q♦ Q♣ K♠ K♥ K♦', 'four-of-a-kind'],
    ['2♠ 2♥ 2♦ 9♣ 10♠ J♥ K♦', 'three-of-a-kind'],
  ] as const)('%s is a %s', (text, category) => {
    expect(best(text)).toBe(category);
  });

  it('compares kickers and straights exactly', () => {
    // Board plays: both players split.
    expect(scoreBest(parseCards('2♠ 3♥ 10♦ J♣ Q♠ K♥ A♦'))).toBe(scoreBest(parseCards('4♠ 5♥ 10♦ J♣ Q♠ K♥ A♦')));
    // A higher straight beats a wheel.
    expect(scoreBest(parseCards('6♠ 9♥ 2♦ 3♣ 4♠ 5♥ K♦'))).toBeGreaterThan(
      scoreBest(parseCards('A♠ 9♥ 2♦ 3♣ 4♠ 5♥ K♦')),
    );
  });

  it('rejects fewer than 5, more than 7, or repeated cards', () => {
    expect(() => scoreBest(parseCards('A♠ K♠ Q♠ J♠'))).toThrow();
    expect(() => scoreBest([0, 1, 2, 3, 4, 5, 6, 7])).toThrow();
    expect(() => scoreBest([0, 0, 1, 2, 3])).toThrow();
  });
});
