import {type Card, parseCards, remainingDeck} from '@site/src/lib/poker/cards';
import {categoryStrength} from '@site/src/lib/poker/categories';
import {forEachCombination, fraction} from '@site/src/lib/poker/combinatorics';
import {strengthOfScore} from '@site/src/lib/poker/evaluate';
import {
  flushDrawOuts,
  OPEN_ENDED_OUTS,
  outsRow,
  outsTable,
  unseenAfterFlop,
  unseenAfterTurn,
} from '@site/src/lib/poker/outs';
import {scoreBest} from '@site/tests/helpers/evaluate5';
import {SHORT_DECK_CARDS, shortDeckFive, type ShortDeckMade} from '@site/tests/helpers/shortDeckHands';

/** Every 1- or 2-card run-out of `unseen` cards of which the first `outs` are outs. */
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

/** Short Deck turn cards after which the six cards hold one of `made` among their five-card hands. */
function shortDeckOuts(hole: string, flop: string, made: readonly ShortDeckMade[]): number {
  const known = [...parseCards(hole), ...parseCards(flop)];
  const seen = new Set<Card>(known);
  const has = (cards: readonly Card[]) => {
    let found = false;
    forEachCombination(cards, 5, (five) => {
      found ||= made.includes(shortDeckFive(five));
    });
    return found;
  };
  expect(has(known)).toBe(false);
  return SHORT_DECK_CARDS.filter((card) => !seen.has(card) && has([...known, card])).length;
}

describe('unseen cards by game', () => {
  it('are the deck minus your own cards and the board', () => {
    expect([unseenAfterFlop('holdem'), unseenAfterTurn('holdem')]).toEqual([47, 46]);
    expect([unseenAfterFlop('omaha'), unseenAfterTurn('omaha')]).toEqual([45, 44]);
    expect([unseenAfterFlop('short-deck'), unseenAfterTurn('short-deck')]).toEqual([31, 30]);
    // The same numbers by taking real cards out of real decks.
    expect(remainingDeck(parseCards('A♠ K♠ Q♥ J♥ 10♦ 9♦ 8♣'))).toHaveLength(unseenAfterFlop('omaha'));
    const seen = new Set(parseCards('A♠ K♠ Q♥ J♥ 10♦'));
    expect(SHORT_DECK_CARDS.filter((c) => !seen.has(c))).toHaveLength(unseenAfterFlop('short-deck'));
  });
});

describe('outs tables for Omaha and Short Deck', () => {
  it('equal an enumeration of the unseen cards for every row', () => {
    for (const game of ['omaha', 'short-deck'] as const) {
      const flop = unseenAfterFlop(game);
      for (const row of outsTable(20, game)) {
        expect(row.turn).toEqual(enumerateHits(row.outs, flop, 1));
        expect(row.river).toEqual(enumerateHits(row.outs, flop - 1, 1));
        expect(row.turnOrRiver).toEqual(enumerateHits(row.outs, flop, 2));
      }
    }
  });

  it('keeps Texas Hold’em the default', () => {
    expect(outsTable(20)).toEqual(outsTable(20, 'holdem'));
    expect(outsRow(9).turnOrRiver).toEqual({numerator: 378, denominator: 1081});
  });

  it('gives the exact fractions quoted on the pages', () => {
    // Omaha flush draw: 1 − C(36, 2) / C(45, 2) = 1 − 630/990.
    expect(outsRow(9, 'omaha').turnOrRiver).toEqual(fraction(360, 990));
    // Omaha 20-out wrap: 20/45 on the turn, 1 − C(25, 2) / C(45, 2) = 1 − 300/990 by the river.
    expect(outsRow(20, 'omaha').turn).toEqual(fraction(20, 45));
    expect(outsRow(20, 'omaha').turnOrRiver).toEqual(fraction(690, 990));
    // Short Deck: open-ended 1 − C(23, 2) / C(31, 2), flush draw 1 − C(26, 2) / C(31, 2).
    expect(outsRow(8, 'short-deck').turnOrRiver).toEqual(fraction(465 - 253, 465));
    expect(outsRow(5, 'short-deck').turnOrRiver).toEqual(fraction(465 - 325, 465));
    expect(outsRow(1, 'short-deck').turn).toEqual(fraction(1, 31));
  });

  it('shows the rules of 2 and 4 falling short in the Short Deck and overshooting big Omaha draws', () => {
    for (const row of outsTable(20, 'short-deck')) {
      expect(row.ruleOfTwo).toBeLessThan(row.turnValue);
      expect(row.ruleOfFour).toBeLessThan(row.turnOrRiverValue);
    }
    const wrap = outsRow(20, 'omaha');
    expect(wrap.ruleOfFour - wrap.turnOrRiverValue).toBeGreaterThan(0.1);
  });
});

describe('outs of the textbook draws', () => {
  it('flush draw: 9 in the full deck, 5 in the Short Deck; open-ended: 8 in both', () => {
    expect(flushDrawOuts('holdem')).toBe(9);
    expect(flushDrawOuts('short-deck')).toBe(5);
    expect(OPEN_ENDED_OUTS).toBe(8);
    const holdemOuts = (hole: string, flop: string, target: 'flush' | 'straight') => {
      const known = parseCards(`${hole} ${flop}`);
      return remainingDeck(known).filter((c) => strengthOfScore(scoreBest([...known, c])) >= categoryStrength(target))
        .length;
    };
    expect(holdemOuts('A♥ K♥', 'Q♥ 7♥ 2♣', 'flush')).toBe(flushDrawOuts('holdem'));
    expect(holdemOuts('9♦ 8♠', '7♣ 6♥ 2♠', 'straight')).toBe(OPEN_ENDED_OUTS);
    expect(shortDeckOuts('K♥ Q♥', '9♥ 7♥ 6♣', ['flush', 'straight-flush'])).toBe(flushDrawOuts('short-deck'));
    expect(shortDeckOuts('10♠ 9♥', 'Q♣ J♦ 6♠', ['straight', 'straight-flush'])).toBe(OPEN_ENDED_OUTS);
  });

  // One hand for each Short Deck row of the outs table.
  it.each<[number, string, string, readonly ShortDeckMade[]]>([
    [2, '7♠ 7♥', 'K♣ 9♦ 6♦', ['three-of-a-kind', 'full-house', 'four-of-a-kind']],
    [4, '10♠ 8♥', 'Q♣ J♦ 6♠', ['straight', 'straight-flush']],
    [5, 'K♥ Q♥', '9♥ 7♥ 6♣', ['flush', 'straight-flush']],
    [7, '7♠ 7♥', 'K♣ 9♦ 7♦', ['full-house', 'four-of-a-kind']],
    // 6-7-8-9 is open-ended: the ten, or the ace for A-6-7-8-9.
    [8, '7♠ 6♥', '9♣ 8♦ K♠', ['straight', 'straight-flush']],
    [8, 'K♥ Q♥', 'J♥ 9♥ 6♣', ['flush', 'straight', 'straight-flush']],
    [11, '8♥ 7♥', '10♥ 9♥ K♣', ['flush', 'straight', 'straight-flush']],
  ])('Short Deck: %i outs for %s on %s', (outs, hole, flop, made) => {
    expect(shortDeckOuts(hole, flop, made)).toBe(outs);
  });
});
