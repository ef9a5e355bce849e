/**
 * The short card notation writers use in MDX (`<Hand cards="As Ks" />`), shared by the build-time check and the
 * components so the rule lives in one place.
 */

import {type Card, parseCard} from './cards';

export interface ParsedHand {
  readonly hole: readonly Card[];
  readonly board: readonly Card[];
}

export type HandNotationResult = {ok: true; hand: ParsedHand} | {ok: false; problem: string; card: string};

/** No card may appear twice across the hole cards and the board; a hand needs at least one card. */
export function parseHandNotation(cards: string, board = ''): HandNotationResult {
  const seen = new Map<Card, string>();
  const parsed: Card[][] = [];
  for (const group of [cards, board]) {
    const out: Card[] = [];
    for (const token of group.trim().split(/\s+/).filter(Boolean)) {
      let card: Card;
      try {
        card = parseCard(token);
      } catch {
        return {ok: false, problem: `invalid card "${token}"`, card: token};
      }
      const first = seen.get(card);
      if (first !== undefined) {
        return {ok: false, problem: `duplicate card "${token}" (already given as "${first}")`, card: token};
      }
      seen.set(card, token);
      out.push(card);
    }
    parsed.push(out);
  }
  const [hole = [], boardCards = []] = parsed;
  if (hole.length === 0 && boardCards.length === 0) {
    return {ok: false, problem: 'no cards given', card: ''};
  }
  return {ok: true, hand: {hole, board: boardCards}};
}

/** Like parseHandNotation, but throws an Error naming the card (for components rendered at build time). */
export function parseHandOrThrow(cards: string, board = ''): ParsedHand {
  const result = parseHandNotation(cards, board);
  if (!result.ok) {
    throw new Error(`<Hand cards="${cards}"${board ? ` board="${board}"` : ''}>: ${result.problem}`);
  }
  return result.hand;
}
