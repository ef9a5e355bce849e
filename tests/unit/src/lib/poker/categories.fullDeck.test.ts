import {FULL_DECK} from '@site/src/lib/poker/cards';
import {
  CATEGORY_COUNT_FORMULAS,
  HAND_CATEGORIES,
  type HandCategory,
  handCategoryStats,
  TOTAL_FIVE_CARD_HANDS,
} from '@site/src/lib/poker/categories';
import {forEachCombination} from '@site/src/lib/poker/combinatorics';
import {categoryOfScore, evaluate5, score5, scoreBest} from '@site/tests/helpers/evaluate5';

describe('5-card category counts', () => {
  it('formulas give the textbook counts and add up to C(52, 5)', () => {
    const counts = Object.fromEntries(HAND_CATEGORIES.map((c) => [c, CATEGORY_COUNT_FORMULAS[c]()]));
    expect(counts).toEqual({
      'royal-flush': 4,
      'straight-flush': 36,
      'four-of-a-kind': 624,
      'full-house': 3744,
      flush: 5108,
      straight: 10200,
      'three-of-a-kind': 54912,
      'two-pair': 123552,
      'one-pair': 1098240,
      'high-card': 1302540,
    });
    expect(TOTAL_FIVE_CARD_HANDS).toBe(2598960);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(TOTAL_FIVE_CARD_HANDS);
  });

  it('formulas equal a brute-force classification of all 2,598,960 hands, and the fast evaluator agrees on every hand', () => {
    const brute = Object.fromEntries(HAND_CATEGORIES.map((c) => [c, 0])) as Record<HandCategory, number>;
    let total = 0;
    let disagreements = 0;
    forEachCombination(FULL_DECK, 5, (hand) => {
      const score = score5(hand);
      brute[categoryOfScore(score)] += 1;
      if (scoreBest(hand) !== score) disagreements += 1;
      total += 1;
    });
    expect(total).toBe(TOTAL_FIVE_CARD_HANDS);
    expect(disagreements).toBe(0);
    for (const category of HAND_CATEGORIES) {
      expect([category, brute[category]]).toEqual([category, CATEGORY_COUNT_FORMULAS[category]()]);
    }
    // evaluate5 is the public wrapper of score5.
    expect(evaluate5(FULL_DECK.slice(0, 5))).toBe('four-of-a-kind'); // 2♠ 2♥ 2♦ 2♣ 3♠
  }, 120_000);

  it('derives probabilities, cumulative probabilities and odds', () => {
    const stats = handCategoryStats();
    expect(stats.map((s) => s.category)).toEqual([...HAND_CATEGORIES]);
    expect(stats[0].probability).toEqual({numerator: 1, denominator: 649740});
    expect(stats[0].oddsAgainst).toBe(649739);
    expect(stats.reduce((a, s) => a + s.probabilityValue, 0)).toBeCloseTo(1, 12);
    expect(stats[stats.length - 1].cumulativeProbabilityValue).toBeCloseTo(1, 12);
    const pair = stats.find((s) => s.category === 'one-pair');
    expect(pair?.probabilityValue).toBeCloseTo(1098240 / 2598960, 15);
  });
});
