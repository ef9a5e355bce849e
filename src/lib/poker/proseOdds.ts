/**
 * The odds figures the pages quote in running text, computed by the same code as the tables so prose and tables
 * cannot disagree.
 */

import {categoryCountFormulas} from './categories';
import {binomial, type Fraction} from './combinatorics';
import {SHORT_DECK, STANDARD_DECK} from './games';
import {holeCardFacts} from './holeCards';
import {omahaDrawRows} from './omahaDraws';
import {flushDrawOuts, OPEN_ENDED_OUTS, outsRow, unseenAfterFlop, unseenAfterTurn} from './outs';

export type OddsFact =
  /** A whole number: cards, outs, hands. */
  | {readonly kind: 'count'; readonly value: number}
  /** A probability, shown as a percentage. */
  | {readonly kind: 'chance'; readonly value: Fraction}
  /** A probability, shown as "once in every n". */
  | {readonly kind: 'oneIn'; readonly value: Fraction};

const count = (value: number): OddsFact => ({kind: 'count', value});
const chance = (value: Fraction): OddsFact => ({kind: 'chance', value});
const oneIn = (value: Fraction): OddsFact => ({kind: 'oneIn', value});

function omahaOuts(id: string): number {
  const row = omahaDrawRows().find((r) => r.id === id);
  if (!row) throw new Error(`No Omaha draw "${id}"`);
  return row.outs;
}

const holdem = holeCardFacts('holdem');
const omaha = holeCardFacts('omaha');
const shortDeck = holeCardFacts('short-deck');
const shortDeckCounts = categoryCountFormulas(SHORT_DECK);
const standardCounts = categoryCountFormulas(STANDARD_DECK);

export const PROSE_ODDS = {
  // Omaha: starting hands.
  omahaTwoCardCombos: count(omaha.twoCardCombos),
  plo5TwoCardCombos: count(holeCardFacts('plo5').twoCardCombos),
  plo6TwoCardCombos: count(holeCardFacts('plo6').twoCardCombos),
  omahaAnyPairEvery: oneIn(omaha.anyPair),
  holdemAcesEvery: oneIn(holdem.pairOfRank),
  omahaAcesEvery: oneIn(omaha.pairOfRank),
  // Omaha: draws.
  omahaUnseenAfterFlop: count(unseenAfterFlop('omaha')),
  omahaUnseenAfterTurn: count(unseenAfterTurn('omaha')),
  omahaFlushDrawOuts: count(omahaOuts('flush-draw')),
  omahaFlushDrawByRiver: chance(outsRow(omahaOuts('flush-draw'), 'omaha').turnOrRiver),
  holdemFlushDrawByRiver: chance(outsRow(flushDrawOuts('holdem')).turnOrRiver),
  omahaOpenEndedOuts: count(omahaOuts('open-ended')),
  omahaWrap13Outs: count(omahaOuts('wrap-13')),
  omahaWrap17Outs: count(omahaOuts('wrap-17')),
  omahaWrap20Outs: count(omahaOuts('wrap-20')),
  omahaWrap20Turn: chance(outsRow(omahaOuts('wrap-20'), 'omaha').turn),
  omahaWrap20ByRiver: chance(outsRow(omahaOuts('wrap-20'), 'omaha').turnOrRiver),
  // Short Deck: the deck and starting hands.
  shortDeckCards: count(SHORT_DECK.size),
  shortDeckSuitCards: count(SHORT_DECK.ranks),
  holdemPocketPair: chance(holdem.anyPair),
  shortDeckPocketPair: chance(shortDeck.anyPair),
  holdemPocketPairEvery: oneIn(holdem.anyPair),
  shortDeckPocketPairEvery: oneIn(shortDeck.anyPair),
  shortDeckAcesEvery: oneIn(shortDeck.pairOfRank),
  // Short Deck: draws.
  shortDeckUnseenAfterFlop: count(unseenAfterFlop('short-deck')),
  shortDeckUnseenAfterTurn: count(unseenAfterTurn('short-deck')),
  holdemOneOutTurn: chance(outsRow(1).turn),
  shortDeckOneOutTurn: chance(outsRow(1, 'short-deck').turn),
  openEndedOuts: count(OPEN_ENDED_OUTS),
  holdemOpenEndedByRiver: chance(outsRow(OPEN_ENDED_OUTS).turnOrRiver),
  shortDeckOpenEndedByRiver: chance(outsRow(OPEN_ENDED_OUTS, 'short-deck').turnOrRiver),
  holdemFlushDrawOuts: count(flushDrawOuts('holdem')),
  shortDeckFlushDrawOuts: count(flushDrawOuts('short-deck')),
  shortDeckFlushDrawByRiver: chance(outsRow(flushDrawOuts('short-deck'), 'short-deck').turnOrRiver),
  // Short Deck: five-card hands, why the flush beats the full house.
  shortDeckFiveCardHands: count(binomial(SHORT_DECK.size, 5)),
  shortDeckFlushes: count(shortDeckCounts.flush()),
  shortDeckFullHouses: count(shortDeckCounts['full-house']()),
  holdemFlushes: count(standardCounts.flush()),
  holdemFullHouses: count(standardCounts['full-house']()),
} as const satisfies Record<string, OddsFact>;

export type ProseOddsId = keyof typeof PROSE_ODDS;
