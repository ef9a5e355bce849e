import {parseCards} from '@site/src/lib/poker/cards';
import {HAND_CATEGORIES, HAND_EXAMPLES} from '@site/src/lib/poker/categories';
import {evaluate5, score5} from '@site/tests/helpers/evaluate5';

const cat = (text: string) => evaluate5(parseCards(text));
const score = (text: string) => score5(parseCards(text));

// The five-card evaluator the seven-card one is checked against (tests/helpers/evaluate5.ts) must itself be right.
describe('evaluate5, the reference of the fast evaluator', () => {
  it.each(HAND_CATEGORIES.map((c) => [c, HAND_EXAMPLES[c]] as const))(
    'classifies the %s example %s',
    (category, example) => {
      expect(cat(example)).toBe(category);
    },
  );

  it('counts the wheel A-2-3-4-5 as a straight and as a straight flush', () => {
    expect(cat('A♣ 2♦ 3♠ 4♥ 5♣')).toBe('straight');
    expect(cat('A♥ 2♥ 3♥ 4♥ 5♥')).toBe('straight-flush');
    // The wheel is the lowest straight.
    expect(score('A♣ 2♦ 3♠ 4♥ 5♣')).toBeLessThan(score('2♣ 3♦ 4♠ 5♥ 6♣'));
  });

  it('does not wrap around the ace', () => {
    expect(cat('Q♣ K♦ A♠ 2♥ 3♣')).toBe('high-card');
  });

  it('separates royal flushes from other straight flushes', () => {
    expect(cat('10♦ J♦ Q♦ K♦ A♦')).toBe('royal-flush');
    expect(cat('9♦ 10♦ J♦ Q♦ K♦')).toBe('straight-flush');
  });

  it('orders categories from strongest to weakest', () => {
    const scores = HAND_CATEGORIES.map((c) => score(HAND_EXAMPLES[c]));
    for (let i = 1; i < scores.length; i += 1) {
      expect(scores[i - 1]).toBeGreaterThan(scores[i]);
    }
  });

  it('breaks ties inside a category by rank and kickers, ignoring suits', () => {
    expect(score('A♠ A♥ K♦ 7♣ 2♠')).toBeGreaterThan(score('A♦ A♣ Q♦ J♣ 10♠'));
    expect(score('A♠ A♥ K♦ 7♣ 3♠')).toBeGreaterThan(score('A♦ A♣ K♠ 7♦ 2♣'));
    expect(score('A♠ A♥ K♦ 7♣ 2♠')).toBe(score('A♦ A♣ K♠ 7♦ 2♣'));
    expect(score('K♠ K♥ 2♦ 2♣ 3♠')).toBeGreaterThan(score('Q♠ Q♥ J♦ J♣ A♠'));
    expect(score('3♠ 3♥ 3♦ 2♣ 2♠')).toBeGreaterThan(score('2♦ 2♥ 2♠ A♣ A♠'));
    expect(score('A♥ 9♥ 7♥ 5♥ 3♥')).toBeGreaterThan(score('K♦ Q♦ J♦ 9♦ 7♦'));
  });

  it('rejects anything but five distinct cards', () => {
    expect(() => evaluate5(parseCards('A♠ K♠ Q♠ J♠'))).toThrow();
    expect(() => evaluate5([0, 0, 1, 2, 3])).toThrow();
  });
});
