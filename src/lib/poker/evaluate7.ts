/**
 * Fast evaluator for the best 5-card hand out of 5, 6 or 7 cards, built on
 * 13-bit rank masks (bit r set = rank r present) and lookup tables. It gives
 * the same scores as the tests' reference evaluator `score5` (tests/helpers/evaluate5.ts, see score.ts), so
 * hands from both evaluators compare directly.
 */

import {ACE, areDistinctCards, type Card} from './cards';
import {type HandScore, STRENGTH_SHIFT} from './score';

const MASKS = 1 << 13;

/** Number of set bits of each 13-bit mask. */
const POPCOUNT = new Uint8Array(MASKS);
/** Index of the highest set bit of each mask (0 for the empty mask). */
const HIGH_BIT = new Uint8Array(MASKS);
/** The five highest ranks of each mask packed as nibbles r1..r5 (missing = 0). */
const TOP_FIVE = new Uint32Array(MASKS);
/** Top rank + 1 of the highest straight in each mask, 0 if there is none. */
const STRAIGHT = new Uint8Array(MASKS);

(function buildTables() {
  const wheel = (1 << ACE) | 0b1111;
  for (let mask = 1; mask < MASKS; mask += 1) {
    POPCOUNT[mask] = POPCOUNT[mask >> 1] + (mask & 1);
    HIGH_BIT[mask] = 31 - Math.clz32(mask);
    let packed = 0;
    let taken = 0;
    for (let r = 12; r >= 0 && taken < 5; r -= 1) {
      if (mask & (1 << r)) {
        packed |= r << (4 * (4 - taken));
        taken += 1;
      }
    }
    TOP_FIVE[mask] = packed;
    for (let top = 12; top >= 4; top -= 1) {
      const run = 0b11111 << (top - 4);
      if ((mask & run) === run) {
        STRAIGHT[mask] = top + 1;
        break;
      }
    }
    if (STRAIGHT[mask] === 0 && (mask & wheel) === wheel) STRAIGHT[mask] = 3 + 1;
  }
})();

const S = (strength: number): number => strength << STRENGTH_SHIFT;
const ROYAL = S(9);
const STRAIGHT_FLUSH = S(8);
const QUADS = S(7);
const FULL_HOUSE = S(6);
const FLUSH = S(5);
const STRAIGHT_S = S(4);
const TRIPS = S(3);
const TWO_PAIR = S(2);
const PAIR = S(1);

/**
 * Score of the best hand from the rank masks of the four suits (the cards of
 * one player plus the board). Masks of different suits may share ranks; the
 * same card must not be counted twice.
 */
export function scoreFromSuitMasks(s0: number, s1: number, s2: number, s3: number): HandScore {
  const any = s0 | s1 | s2 | s3;

  // Flush (at most one suit can hold five of 7 cards).
  let flushMask = 0;
  if (POPCOUNT[s0] >= 5) flushMask = s0;
  else if (POPCOUNT[s1] >= 5) flushMask = s1;
  else if (POPCOUNT[s2] >= 5) flushMask = s2;
  else if (POPCOUNT[s3] >= 5) flushMask = s3;
  if (flushMask !== 0) {
    const sf = STRAIGHT[flushMask];
    if (sf !== 0) return (sf - 1 === ACE ? ROYAL : STRAIGHT_FLUSH) | ((sf - 1) << 16);
  }

  const four = s0 & s1 & s2 & s3;
  if (four !== 0) {
    const q = HIGH_BIT[four];
    return QUADS | (q << 16) | (HIGH_BIT[any & ~(1 << q)] << 12);
  }

  const threePlus = (s0 & s1 & s2) | (s0 & s1 & s3) | (s0 & s2 & s3) | (s1 & s2 & s3);
  const twoPlus = (s0 & s1) | (s0 & s2) | (s0 & s3) | (s1 & s2) | (s1 & s3) | (s2 & s3);

  if (threePlus !== 0) {
    const t = HIGH_BIT[threePlus];
    const pairs = twoPlus & ~(1 << t);
    if (pairs !== 0) return FULL_HOUSE | (t << 16) | (HIGH_BIT[pairs] << 12);
  }

  if (flushMask !== 0) return FLUSH | TOP_FIVE[flushMask];

  const st = STRAIGHT[any];
  if (st !== 0) return STRAIGHT_S | ((st - 1) << 16);

  if (threePlus !== 0) {
    const t = HIGH_BIT[threePlus];
    // Two kickers: the top two remaining ranks.
    return TRIPS | (t << 16) | ((TOP_FIVE[any & ~(1 << t)] >> 4) & 0xff00);
  }

  if (twoPlus !== 0) {
    const p1 = HIGH_BIT[twoPlus];
    const rest = twoPlus & ~(1 << p1);
    if (rest !== 0) {
      const p2 = HIGH_BIT[rest];
      return TWO_PAIR | (p1 << 16) | (p2 << 12) | (HIGH_BIT[any & ~(1 << p1) & ~(1 << p2)] << 8);
    }
    // Three kickers: the top three remaining ranks.
    return PAIR | (p1 << 16) | ((TOP_FIVE[any & ~(1 << p1)] >> 4) & 0xfff0);
  }

  return TOP_FIVE[any];
}

/** Score of the best 5-card hand among 5 to 7 distinct cards. */
export function scoreBest(cards: readonly Card[]): HandScore {
  if (cards.length < 5 || cards.length > 7) {
    throw new RangeError(`Expected 5 to 7 cards, got ${cards.length}`);
  }
  if (!areDistinctCards(cards)) {
    throw new RangeError('Expected distinct valid cards');
  }
  const suits = [0, 0, 0, 0];
  for (const c of cards) suits[c & 3] |= 1 << (c >> 2);
  return scoreFromSuitMasks(suits[0], suits[1], suits[2], suits[3]);
}
