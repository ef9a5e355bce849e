/**
 * The hand evaluators and what the generators compute with them (the site reads their stored results).
 *
 * - Comparable hand scores: score = strength * 2^20 + r1 * 2^16 + r2 * 2^12 + r3 * 2^8 + r4 * 2^4 + r5, where
 *   strength is 0 (high card) .. 9 (royal flush) and r1..r5 are the rank indexes (0..12) that break ties, most
 *   significant first (for straights only r1 = the top card of the straight, 3 for the wheel A-2-3-4-5).
 * - The best 5-card hand out of 5, 6 or 7 cards from 13-bit rank masks and lookup tables, the same scores as the
 *   tests' reference evaluator `score5`. A pre-flop match-up's equity takes about 0.1 s in Node.
 */
import {ACE, areDistinctCards, type Card, parseCards, remainingDeck} from './cards';
import {categoryStrength} from './categories';
import {binomial, forEachCombination} from './combinatorics';
import {OMAHA_DRAWS, type OmahaDraw, type OmahaDrawResult} from './omahaDraws';
import {type EquityResult, matchupCards, PREFLOP_MATCHUPS, type PreflopResult} from './preflop';

export type HandScore = number;

export const STRENGTH_SHIFT = 20;

export function strengthOfScore(score: HandScore): number {
  return Math.floor(score / 2 ** STRENGTH_SHIFT);
}

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
 * Score of the best hand from the rank masks of the four suits (one player's cards plus the board). Masks of
 * different suits may share ranks; the same card must not be counted twice.
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

function suitMasks(cards: readonly Card[]): [number, number, number, number] {
  const m: [number, number, number, number] = [0, 0, 0, 0];
  for (const c of cards) m[c & 3] |= 1 << (c >> 2);
  return m;
}

function assertDistinct(cards: readonly Card[]): void {
  if (!areDistinctCards(cards)) throw new RangeError('Expected distinct valid cards');
}

/** Score of the best hand made of two hole cards and three board cards (board of 3 to 5 cards). */
export function scoreOmaha(hole: readonly Card[], board: readonly Card[]): HandScore {
  if (hole.length < 2) throw new RangeError(`Expected at least 2 hole cards, got ${hole.length}`);
  if (board.length < 3 || board.length > 5) throw new RangeError(`Expected 3 to 5 board cards, got ${board.length}`);
  assertDistinct([...hole, ...board]);
  let best = -1;
  forEachCombination(hole, 2, (two) => {
    forEachCombination(board, 3, (three) => {
      best = Math.max(best, scoreFromSuitMasks(...suitMasks([...two, ...three])));
    });
  });
  return best;
}

/** Counts the results of every board that completes `board` (0 to 5 known cards) from the unseen cards. */
export function exactHeadsUpEquity(
  hand1: readonly Card[],
  hand2: readonly Card[],
  board: readonly Card[] = [],
): EquityResult {
  if (hand1.length !== 2 || hand2.length !== 2) {
    throw new RangeError('Each player needs exactly 2 hole cards');
  }
  if (board.length > 5) throw new RangeError('A board has at most 5 cards');
  const dead = [...hand1, ...hand2, ...board];
  assertDistinct(dead);

  const deck = remainingDeck(dead);
  const toDeal = 5 - board.length;
  const h1 = suitMasks(hand1);
  const h2 = suitMasks(hand2);
  const b = suitMasks(board);

  // Per-card suit and rank bit, so the inner loop does no shifting.
  const n = deck.length;
  const cardSuit = new Uint8Array(n);
  const cardBit = new Uint16Array(n);
  for (let i = 0; i < n; i += 1) {
    cardSuit[i] = deck[i] & 3;
    cardBit[i] = 1 << (deck[i] >> 2);
  }

  // masks[level * 4 + suit]: board masks after dealing `level` cards.
  const masks = new Int32Array((toDeal + 1) * 4);
  masks.set(b, 0);

  let wins1 = 0;
  let wins2 = 0;
  let ties = 0;

  const deal = (level: number, start: number): void => {
    const base = level * 4;
    if (level === toDeal) {
      const m0 = masks[base];
      const m1 = masks[base + 1];
      const m2 = masks[base + 2];
      const m3 = masks[base + 3];
      const s1 = scoreFromSuitMasks(m0 | h1[0], m1 | h1[1], m2 | h1[2], m3 | h1[3]);
      const s2 = scoreFromSuitMasks(m0 | h2[0], m1 | h2[1], m2 | h2[2], m3 | h2[3]);
      if (s1 > s2) wins1 += 1;
      else if (s2 > s1) wins2 += 1;
      else ties += 1;
      return;
    }
    const next = base + 4;
    for (let i = start; i <= n - (toDeal - level); i += 1) {
      masks[next] = masks[base];
      masks[next + 1] = masks[base + 1];
      masks[next + 2] = masks[base + 2];
      masks[next + 3] = masks[base + 3];
      masks[next + cardSuit[i]] |= cardBit[i];
      deal(level + 1, i + 1);
    }
  };
  deal(0, 0);

  const boards = wins1 + wins2 + ties;
  if (boards !== binomial(n, toDeal)) {
    throw new Error('Internal error: board count mismatch');
  }
  return {boards, wins1, wins2, ties};
}

export function computeAllPreflopResults(): PreflopResult[] {
  return PREFLOP_MATCHUPS.map((matchup) => {
    const {hand1, hand2} = matchupCards(matchup);
    return {id: matchup.id, hand1: matchup.hand1, hand2: matchup.hand2, ...exactHeadsUpEquity(hand1, hand2)};
  });
}

/** The unseen cards that give the hand its target or better on the turn. */
export function omahaOutCards(draw: OmahaDraw): Card[] {
  const hole = parseCards(draw.hole);
  const flop = parseCards(draw.flop);
  const target = categoryStrength(draw.target);
  return remainingDeck([...hole, ...flop]).filter(
    (card) => strengthOfScore(scoreOmaha(hole, [...flop, card])) >= target,
  );
}

export function computeAllOmahaDraws(): OmahaDrawResult[] {
  return OMAHA_DRAWS.map((draw) => {
    const unseen = remainingDeck([...parseCards(draw.hole), ...parseCards(draw.flop)]).length;
    return {id: draw.id, hole: draw.hole, flop: draw.flop, unseen, outs: omahaOutCards(draw).length};
  });
}
