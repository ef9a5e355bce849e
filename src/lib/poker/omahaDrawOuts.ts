/**
 * Stored outs of the Omaha draws (src/data/generated/omaha-draws.json,
 * written by scripts/generate-omaha-draws.ts), checked against the draw list
 * so a stale file fails loudly instead of showing wrong numbers.
 */

import stored from '../../data/generated/omaha-draws.json';
import {OMAHA_DRAWS, type OmahaDraw} from './omahaDraws';
import {unseenAfterFlop} from './outs';

export interface OmahaDrawRow extends OmahaDraw {
  /** Unseen cards that complete the draw on the turn. */
  readonly outs: number;
}

interface StoredDraw {
  readonly id: string;
  readonly hole: string;
  readonly flop: string;
  readonly unseen: number;
  readonly outs: number;
}

export function buildOmahaDrawRows(draws: readonly OmahaDraw[], results: readonly StoredDraw[]): OmahaDrawRow[] {
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

/** The draws of OMAHA_DRAWS with their stored outs. */
export function omahaDrawRows(): OmahaDrawRow[] {
  return buildOmahaDrawRows(OMAHA_DRAWS, stored.draws);
}
