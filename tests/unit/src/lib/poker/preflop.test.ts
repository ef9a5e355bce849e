import stored from '@site/src/data/generated/preflop-odds.json';
import {type Card, parseCards, remainingDeck} from '@site/src/lib/poker/cards';
import {forEachCombination} from '@site/src/lib/poker/combinatorics';
import {computeAllPreflopResults,exactHeadsUpEquity} from '@site/src/lib/poker/evaluate';
import {
  buildPreflopRows,
  matchupCards,
  PREFLOP_BOARDS,
  PREFLOP_MATCHUPS,
  preflopOddsRows,
  type PreflopResult,
} from '@site/src/lib/poker/preflop';
import {score5} from '@site/tests/helpers/evaluate5';

/** Slow reference: best 5 of 7 by trying all 21 subsets with the simple evaluator. */
function slowBest(cards: readonly Card[]): number {
  let best = -1;
  forEachCombination(cards, 5, (five) => {
    best = Math.max(best, score5(five));
  });
  return best;
}

describe('pre-flop equities', () => {
  // One exact enumeration of every board of every match-up, for the tests below.
  let fresh: PreflopResult[];
  beforeAll(() => {
    fresh = computeAllPreflopResults();
  });

  it('has 1,712,304 boards per match-up and valid, disjoint hands', () => {
    expect(PREFLOP_BOARDS).toBe(1712304);
    expect(PREFLOP_MATCHUPS.length).toBeGreaterThanOrEqual(5);
    for (const m of PREFLOP_MATCHUPS) {
      const {hand1, hand2} = matchupCards(m);
      expect(new Set([...hand1, ...hand2]).size).toBe(4);
    }
  });

  it('the stored JSON equals a fresh exact enumeration of every board of every match-up', () => {
    expect(stored.boardsPerMatchup).toBe(PREFLOP_BOARDS);
    expect(stored.matchups).toEqual(fresh);
  });

  it('the enumeration engine agrees with a slow brute force for fixed flops (all 990 turn-river pairs)', () => {
    const cases = [
      ['A♠ A♥', 'K♣ K♦', 'K♥ 7♠ 2♦'],
      ['A♠ K♠', 'Q♥ Q♦', '10♠ 5♠ Q♣'],
      ['A♠ K♥', 'A♦ Q♣', 'J♣ 10♥ 2♠'],
    ];
    for (const [h1, h2, flop] of cases) {
      const hand1 = parseCards(h1);
      const hand2 = parseCards(h2);
      const board = parseCards(flop);
      let wins1 = 0;
      let wins2 = 0;
      let ties = 0;
      forEachCombination(remainingDeck([...hand1, ...hand2, ...board]), 2, (runout) => {
        const s1 = slowBest([...hand1, ...board, ...runout]);
        const s2 = slowBest([...hand2, ...board, ...runout]);
        if (s1 > s2) wins1 += 1;
        else if (s2 > s1) wins2 += 1;
        else ties += 1;
      });
      expect(exactHeadsUpEquity(hand1, hand2, board)).toEqual({boards: 990, wins1, wins2, ties});
    }
  });

  it('is symmetric when the players swap seats', () => {
    const {hand1, hand2} = matchupCards(PREFLOP_MATCHUPS[0]);
    const a = fresh[0];
    const b = exactHeadsUpEquity(hand2, hand1);
    expect(b).toEqual({boards: a.boards, wins1: a.wins2, wins2: a.wins1, ties: a.ties});
  });

  it('turns the stored counts into equities that add up to 1', () => {
    const rows = preflopOddsRows();
    expect(rows.map((r) => r.id)).toEqual(PREFLOP_MATCHUPS.map((m) => m.id));
    for (const r of rows) {
      expect(r.equity1 + r.equity2).toBeCloseTo(1, 12);
    }
    const aaVsKk = rows.find((r) => r.id === 'aa-vs-kk');
    expect(aaVsKk?.equity1).toBeGreaterThan(0.8);
  });

  it('refuses stale or inconsistent stored data', () => {
    const m = PREFLOP_MATCHUPS[0];
    expect(() => buildPreflopRows([m], [])).toThrow(/missing or stale/);
    expect(() =>
      buildPreflopRows(
        [m],
        [
          {
            id: m.id,
            hand1: m.hand1,
            hand2: '2♣ 2♦',
            boards: PREFLOP_BOARDS,
            wins1: 1,
            wins2: 1,
            ties: PREFLOP_BOARDS - 2,
          },
        ],
      ),
    ).toThrow(/stale/);
    expect(() =>
      buildPreflopRows(
        [m],
        [{id: m.id, hand1: m.hand1, hand2: m.hand2, boards: PREFLOP_BOARDS, wins1: 1, wins2: 1, ties: 1}],
      ),
    ).toThrow(/add up/);
  });
});
