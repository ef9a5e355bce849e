/**
 * Outs of the Omaha draws by dealing every unseen turn card and scoring the
 * best legal hand (two hole cards + three board cards). Used by the generator
 * script and the tests; the site reads the stored result (omahaDrawOuts.ts).
 */

import {type Card, parseCards, remainingDeck} from './cards';
import {categoryStrength} from './categories';
import {scoreOmaha} from './evaluateOmaha';
import {OMAHA_DRAWS, type OmahaDraw} from './omahaDraws';
import {strengthOfScore} from './score';

export interface OmahaDrawResult {
  readonly id: string;
  readonly hole: string;
  readonly flop: string;
  /** Unseen cards: 52 minus the four hole cards and the flop. */
  readonly unseen: number;
  /** Unseen cards that complete the draw on the turn. */
  readonly outs: number;
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

function computeOmahaDraw(draw: OmahaDraw): OmahaDrawResult {
  const unseen = remainingDeck([...parseCards(draw.hole), ...parseCards(draw.flop)]).length;
  return {id: draw.id, hole: draw.hole, flop: draw.flop, unseen, outs: omahaOutCards(draw).length};
}

export function computeAllOmahaDraws(): OmahaDrawResult[] {
  return OMAHA_DRAWS.map(computeOmahaDraw);
}
