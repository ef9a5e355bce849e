import {type Card, parseCards, remainingDeck} from '@site/src/lib/poker/cards';
import {categoryStrength, type HandCategory} from '@site/src/lib/poker/categories';
import {forEachCombination, fraction, toNumber} from '@site/src/lib/poker/combinatorics';
import {strengthOfScore} from '@site/src/lib/poker/evaluate';
import {hitProbability, outsTable} from '@site/src/lib/poker/outs';
import {scoreBest} from '@site/tests/helpers/evaluate5';

// Hold'em after the flop: 47 unseen cards, after the turn 46.
const flopToTurn = (outs: number) => hitProbability(outs, 47, 1);
const turnToRiver = (outs: number) => hitProbability(outs, 46, 1);
const flopToRiver = (outs: number) => hitProbability(outs, 47, 2);

/** Enumerates every 1- or 2-card run-out of `unseen` cards of which the first `outs` are outs. */
function enumerateHits(outs: number, unseen: number, draws: number) {
  const cards = Array.from({length: unseen}, (_, i) => i);
  let hits = 0;
  let total = 0;
  forEachCombination(cards, draws, (drawn) => {
    total += 1;
    if (drawn.some((c) => c < outs)) hits += 1;
  });
  return fraction(hits, total);
}

describe('outs probabilities', () => {
  it('equal an enumeration of the unseen cards for every number of outs', () => {
    for (let outs = 0; outs <= 20; outs += 1) {
      expect(flopToTurn(outs)).toEqual(enumerateHits(outs, 47, 1));
      expect(turnToRiver(outs)).toEqual(enumerateHits(outs, 46, 1));
      expect(flopToRiver(outs)).toEqual(enumerateHits(outs, 47, 2));
    }
  });

  it('gives the familiar exact fractions', () => {
    expect(flopToTurn(9)).toEqual({numerator: 9, denominator: 47});
    expect(turnToRiver(9)).toEqual({numerator: 9, denominator: 46});
    // 1 - C(38, 2) / C(47, 2) = 1 - 703/1081 = 378/1081
    expect(flopToRiver(9)).toEqual({numerator: 378, denominator: 1081});
    expect(flopToRiver(0)).toEqual({numerator: 0, denominator: 1});
    expect(() => hitProbability(48, 47, 1)).toThrow();
  });

  /**
   * Deals every real turn (and turn + river) to a concrete hand and counts how
   * often the hand reaches `target` or better.
   */
  function enumerateDraw(hole: string, flop: string, target: HandCategory, draws: 1 | 2) {
    const known: Card[] = [...parseCards(hole), ...parseCards(flop)];
    let hits = 0;
    let total = 0;
    forEachCombination(remainingDeck(known), draws, (drawn) => {
      total += 1;
      if (strengthOfScore(scoreBest([...known, ...drawn])) >= categoryStrength(target)) hits += 1;
    });
    return fraction(hits, total);
  }

  it('matches a real flush draw with 9 outs: A♥ K♥ on Q♥ 7♥ 2♣', () => {
    expect(enumerateDraw('A♥ K♥', 'Q♥ 7♥ 2♣', 'flush', 1)).toEqual(flopToTurn(9));
    expect(enumerateDraw('A♥ K♥', 'Q♥ 7♥ 2♣', 'flush', 2)).toEqual(flopToRiver(9));
    expect(enumerateDraw('A♥ K♥', 'Q♥ 7♥ 2♣ 3♠', 'flush', 1)).toEqual(turnToRiver(9));
  });

  it('matches a real open-ended straight draw with 8 outs: 9♦ 8♠ on 7♣ 6♥ 2♠', () => {
    expect(enumerateDraw('9♦ 8♠', '7♣ 6♥ 2♠', 'straight', 1)).toEqual(flopToTurn(8));
    expect(enumerateDraw('9♦ 8♠', '7♣ 6♥ 2♠', 'straight', 2)).toEqual(flopToRiver(8));
  });

  it('matches a gutshot with 4 outs card by card: 9♦ 8♠ on J♣ 7♥ 2♠', () => {
    expect(enumerateDraw('9♦ 8♠', 'J♣ 7♥ 2♠', 'straight', 1)).toEqual(flopToTurn(4));
    expect(enumerateDraw('9♦ 8♠', 'J♣ 7♥ 2♠ 3♣', 'straight', 1)).toEqual(turnToRiver(4));
    // Over two cards, runner-runner straights (e.g. 10 + Q, 6 + 5) add to the 4 outs,
    // which the outs table deliberately leaves out.
    expect(toNumber(enumerateDraw('9♦ 8♠', 'J♣ 7♥ 2♠', 'straight', 2))).toBeGreaterThan(toNumber(flopToRiver(4)));
  });

  it('builds table rows with the rule of 2 and 4', () => {
    const rows = outsTable(20);
    expect(rows).toHaveLength(20);
    expect(rows[8].outs).toBe(9);
    expect(rows[8].turnOrRiverValue).toBeCloseTo(toNumber(flopToRiver(9)), 15);
    expect(rows[8].ruleOfTwo).toBeCloseTo(0.18, 15);
    expect(rows[8].ruleOfFour).toBeCloseTo(0.36, 15);
    expect(rows[7].ruleOfTwo).toBeCloseTo(0.16, 15);
    expect(rows[7].ruleOfFour).toBeCloseTo(0.32, 15);
    // The rule of 4 overestimates more and more as outs grow.
    expect(rows[19].ruleOfFour - rows[19].turnOrRiverValue).toBeGreaterThan(
      rows[3].ruleOfFour - rows[3].turnOrRiverValue,
    );
  });
});
