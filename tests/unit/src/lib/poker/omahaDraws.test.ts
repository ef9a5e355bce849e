import stored from '@site/src/data/generated/omaha-draws.json';
import {type Card, formatCard, parseCards, remainingDeck} from '@site/src/lib/poker/cards';
import {categoryStrength} from '@site/src/lib/poker/categories';
import {forEachCombination} from '@site/src/lib/poker/combinatorics';
import {computeAllOmahaDraws, omahaOutCards, scoreOmaha, strengthOfScore} from '@site/src/lib/poker/evaluate';
import {buildOmahaDrawRows, OMAHA_DRAWS, type OmahaDraw,omahaDrawRows} from '@site/src/lib/poker/omahaDraws';
import {unseenAfterFlop} from '@site/src/lib/poker/outs';
import {score5} from '@site/tests/helpers/evaluate5';

const draw = (id: string): OmahaDraw => {
  const found = OMAHA_DRAWS.find((d) => d.id === id);
  if (!found) throw new Error(id);
  return found;
};

/** Out cards by brute force: all 6 × 4 legal five-card hands after each turn card, scored by the simple evaluator. */
function slowOuts({hole, flop, target}: OmahaDraw): Card[] {
  const own = parseCards(hole);
  const board = parseCards(flop);
  return remainingDeck([...own, ...board]).filter((turn) => {
    let best = -1;
    forEachCombination(own, 2, (two) => {
      forEachCombination([...board, turn], 3, (three) => {
        best = Math.max(best, score5([...two, ...three]));
      });
    });
    return strengthOfScore(best) >= categoryStrength(target);
  });
}

/** Every card of the given ranks that is not in `used`. */
function cardsOfRanks(ranks: string, used: string): string {
  const taken = new Set(parseCards(used));
  const all = ranks.split(' ').flatMap((rank) => parseCards(`${rank}♠ ${rank}♥ ${rank}♦ ${rank}♣`));
  return all
    .filter((c) => !taken.has(c))
    .sort((a, b) => a - b)
    .map(formatCard)
    .join(' ');
}

describe('Omaha draws', () => {
  it('the stored JSON equals a fresh count of every draw', () => {
    expect(stored.draws).toEqual(computeAllOmahaDraws());
  });

  it('have valid cards, 45 unseen cards and no made hand on the flop', () => {
    for (const d of OMAHA_DRAWS) {
      const hole = parseCards(d.hole);
      const flop = parseCards(d.flop);
      expect([d.id, hole.length, flop.length, remainingDeck([...hole, ...flop]).length]).toEqual([
        d.id,
        4,
        3,
        unseenAfterFlop('omaha'),
      ]);
      expect(strengthOfScore(scoreOmaha(hole, flop))).toBeLessThan(categoryStrength(d.target));
    }
  });

  it('find the same out cards as a brute force with the simple evaluator', () => {
    for (const d of OMAHA_DRAWS) expect([d.id, omahaOutCards(d)]).toEqual([d.id, slowOuts(d)]);
  });

  it('give the textbook outs, card by card', () => {
    const outs = (id: string) => omahaOutCards(draw(id)).map(formatCard).join(' ');
    const {hole, flop} = draw('wrap-20');
    // J-10-7-6 around 9-8: every queen and five, and the jacks, tens, sevens and sixes not in the hand.
    expect(outs('wrap-20')).toBe(cardsOfRanks('5 6 7 10 J Q', `${hole} ${flop}`));
    expect(outs('wrap-17')).toBe(cardsOfRanks('6 7 10 J Q', `${draw('wrap-17').hole} ${flop}`));
    expect(outs('wrap-13')).toBe(cardsOfRanks('7 10 J Q', `${draw('wrap-13').hole} ${flop}`));
    expect(outs('open-ended')).toBe(cardsOfRanks('7 Q', flop));
    expect(outs('gutshot')).toBe(cardsOfRanks('10', flop));
    expect(outs('flush-draw')).toBe('2♥ 3♥ 4♥ 5♥ 6♥ 8♥ 9♥ 10♥ J♥');
    expect(omahaDrawRows().map((r) => [r.id, r.outs])).toEqual([
      ['gutshot', 4],
      ['open-ended', 8],
      ['flush-draw', 9],
      ['wrap-13', 13],
      ['wrap-17', 17],
      ['wrap-20', 20],
    ]);
  });

  it('refuses a stale or inconsistent stored file', () => {
    const fresh = computeAllOmahaDraws();
    expect(() => buildOmahaDrawRows(OMAHA_DRAWS, fresh.slice(1))).toThrow(/missing or stale/);
    const moved = fresh.map((r) => (r.id === 'wrap-20' ? {...r, hole: 'J♠ 10♥ 7♦ 5♣'} : r));
    expect(() => buildOmahaDrawRows(OMAHA_DRAWS, moved)).toThrow(/missing or stale/);
    const wrong = fresh.map((r) => (r.id === 'gutshot' ? {...r, unseen: 47} : r));
    expect(() => buildOmahaDrawRows(OMAHA_DRAWS, wrong)).toThrow(/do not add up/);
  });
});
