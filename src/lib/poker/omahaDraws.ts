/**
 * Textbook Omaha draws on the flop and their stored outs (no evaluator, so the site can import them cheaply),
 * checked against the draw list so a stale generated file fails loudly instead of showing wrong numbers.
 */
import stored from '../../data/generated/omaha-draws.json';
import type {HandCategory} from './categories';
import {unseenAfterFlop} from './outs';

export interface OmahaDraw {
  /** Stable id, also the key in the generated JSON. */
  readonly id: string;
  /** The four hole cards, e.g. "J♠ 10♥ 7♦ 6♣". */
  readonly hole: string;
  readonly flop: string;
  /** The hand the draw is for: an out is a turn card that makes this or better. */
  readonly target: HandCategory;
}

// The straight draws share one flop, so the outs grow with the cards around it.
export const OMAHA_DRAWS: readonly OmahaDraw[] = [
  {id: 'gutshot', hole: 'J♠ 7♥ 4♣ 3♦', flop: '9♠ 8♥ 2♦', target: 'straight'},
  {id: 'open-ended', hole: 'J♠ 10♥ 4♣ 3♦', flop: '9♠ 8♥ 2♦', target: 'straight'},
  {id: 'flush-draw', hole: 'A♥ K♥ 8♣ 4♦', flop: 'Q♥ 7♥ 2♣', target: 'flush'},
  {id: 'wrap-13', hole: 'Q♠ J♥ 10♦ 3♣', flop: '9♠ 8♥ 2♦', target: 'straight'},
  {id: 'wrap-17', hole: 'J♠ 10♥ 7♦ 3♣', flop: '9♠ 8♥ 2♦', target: 'straight'},
  {id: 'wrap-20', hole: 'J♠ 10♥ 7♦ 6♣', flop: '9♠ 8♥ 2♦', target: 'straight'},
];

export interface OmahaDrawRow extends OmahaDraw {
  /** Unseen cards that complete the draw on the turn. */
  readonly outs: number;
}

export interface OmahaDrawResult {
  readonly id: string;
  readonly hole: string;
  readonly flop: string;
  /** Unseen cards: 52 minus the four hole cards and the flop. */
  readonly unseen: number;
  /** Unseen cards that complete the draw on the turn. */
  readonly outs: number;
}

export function buildOmahaDrawRows(draws: readonly OmahaDraw[], results: readonly OmahaDrawResult[]): OmahaDrawRow[] {
  return draws.map((draw) => {
    const r = results.find((x) => x.id === draw.id);
    if (r?.hole !== draw.hole || r.flop !== draw.flop) {
      throw new Error(`Omaha outs for "${draw.id}" are missing or stale: run npx tsx scripts/generate-omaha-draws.ts`);
    }
    if (r.unseen !== unseenAfterFlop('omaha') || !Number.isInteger(r.outs) || r.outs < 1 || r.outs > r.unseen) {
      throw new Error(`Omaha outs for "${draw.id}" do not add up`);
    }
    return {...draw, outs: r.outs};
  });
}

export function omahaDrawRows(): OmahaDrawRow[] {
  return buildOmahaDrawRows(OMAHA_DRAWS, stored.draws);
}
