/**
 * Textbook Omaha draws on the flop (definitions only, no evaluator, so the
 * site can import them cheaply). Their outs come from dealing every unseen
 * turn card to the hand (omahaDrawsCompute.ts); the generator
 * `scripts/generate-omaha-draws.ts` stores them in
 * src/data/generated/omaha-draws.json.
 */

import type {HandCategory} from './categories';

export interface OmahaDraw {
  /** Stable id, also the key in the generated JSON. */
  readonly id: string;
  /** The four hole cards, e.g. "J♠ 10♥ 7♦ 6♣". */
  readonly hole: string;
  /** The flop. */
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
