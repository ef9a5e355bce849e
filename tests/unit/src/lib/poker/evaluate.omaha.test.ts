import {type Card, FULL_DECK, parseCards} from '@site/src/lib/poker/cards';
import {forEachCombination} from '@site/src/lib/poker/combinatorics';
import {scoreOmaha} from '@site/src/lib/poker/evaluate';
import {categoryOfScore, score5,scoreBest} from '@site/tests/helpers/evaluate5';

/** Reference: every legal pair of hole cards with every three board cards, scored by the simple evaluator. */
function slowOmaha(hole: readonly Card[], board: readonly Card[]): number {
  let best = -1;
  for (let i = 0; i < hole.length; i += 1) {
    for (let j = i + 1; j < hole.length; j += 1) {
      forEachCombination(board, 3, (three) => {
        best = Math.max(best, score5([hole[i], hole[j], ...three]));
      });
    }
  }
  return best;
}

/** Deterministic shuffle (mulberry32) so a failure can be reproduced. */
function dealer(seed: number): (count: number) => Card[] {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (count) => {
    const deck = [...FULL_DECK];
    for (let i = 0; i < count; i += 1) {
      const j = i + Math.floor(random() * (deck.length - i));
      [deck[i], deck[j]] = [deck[j], deck[i]];
    }
    return deck.slice(0, count);
  };
}

const omaha = (hole: string, board: string) => categoryOfScore(scoreOmaha(parseCards(hole), parseCards(board)));

describe('scoreOmaha (exactly two hole cards and three board cards)', () => {
  it('plays no flush with one heart in hand and four on the board', () => {
    expect(omaha('K♥ Q♣ J♦ 9♠', 'A♥ 8♥ 5♥ 2♥ 3♣')).toBe('high-card');
    // Hold'em rules would see the flush.
    expect(categoryOfScore(scoreBest(parseCards('K♥ Q♣ A♥ 8♥ 5♥ 2♥ 3♣')))).toBe('flush');
    expect(omaha('K♥ Q♥ J♦ 9♠', 'A♥ 8♥ 5♥ 2♣ 3♣')).toBe('flush');
  });

  it('makes no trips or quads from four aces in hand', () => {
    expect(omaha('A♠ A♥ A♦ A♣', 'K♠ 9♥ 4♦')).toBe('one-pair');
  });

  it('does not play a straight lying on the board', () => {
    expect(omaha('2♣ 2♦ 3♠ 3♥', '9♠ 10♥ J♦ Q♣ K♠')).toBe('one-pair');
  });

  it('uses a pair from the hand with trips on the board for a full house', () => {
    expect(omaha('8♠ 8♥ 4♦ 3♣', 'K♠ K♥ K♦ 7♣ 2♠')).toBe('full-house');
  });

  it('equals the slow reference on 3,000 random hands of 4, 5 and 6 cards with 3 to 5 board cards', () => {
    const deal = dealer(20240611);
    for (let n = 0; n < 3000; n += 1) {
      const holeCount = 4 + (n % 3);
      const boardCount = 3 + (Math.floor(n / 3) % 3);
      const cards = deal(holeCount + boardCount);
      const hole = cards.slice(0, holeCount);
      const board = cards.slice(holeCount);
      expect(scoreOmaha(hole, board)).toBe(slowOmaha(hole, board));
    }
  });

  it('refuses hands it cannot score', () => {
    expect(() => scoreOmaha(parseCards('A♠'), parseCards('K♠ 9♥ 4♦'))).toThrow(RangeError);
    expect(() => scoreOmaha(parseCards('A♠ K♥'), parseCards('K♠ 9♥'))).toThrow(RangeError);
    expect(() => scoreOmaha(parseCards('A♠ K♠'), parseCards('K♠ 9♥ 4♦'))).toThrow(RangeError);
  });
});
