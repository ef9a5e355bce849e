import {fraction, oneIn as onceIn} from '@site/src/lib/poker/combinatorics';
import {type OddsFact, PROSE_ODDS} from '@site/src/lib/poker/proseOdds';

const count = (value: number): OddsFact => ({kind: 'count', value});
const chance = (numerator: number, denominator: number): OddsFact => ({
  kind: 'chance',
  value: fraction(numerator, denominator),
});
const oneIn = (numerator: number, denominator: number): OddsFact => ({
  kind: 'oneIn',
  value: fraction(numerator, denominator),
});

// Each value worked out by hand from the counting rule in the comment, not by the library.
describe('odds quoted in running text', () => {
  it('has the exact Omaha figures', () => {
    expect(PROSE_ODDS).toMatchObject({
      // C(4, 2), C(5, 2), C(6, 2)
      omahaTwoCardCombos: count(6),
      plo5TwoCardCombos: count(10),
      plo6TwoCardCombos: count(15),
      // 1 − 715·256 / 270 725
      omahaAnyPairEvery: oneIn(87685, 270725),
      // 6 / 1326; (6·C(48, 2) + 4·48 + 1) / C(52, 4)
      holdemAcesEvery: oneIn(1, 221),
      omahaAcesEvery: oneIn(6961, 270725),
      // 52 − 4 − 3, one fewer after the turn
      omahaUnseenAfterFlop: count(45),
      omahaUnseenAfterTurn: count(44),
      omahaFlushDrawOuts: count(9),
      // 1 − C(36, 2)/C(45, 2); 1 − C(38, 2)/C(47, 2)
      omahaFlushDrawByRiver: chance(360, 990),
      holdemFlushDrawByRiver: chance(378, 1081),
      omahaOpenEndedOuts: count(8),
      omahaWrap13Outs: count(13),
      omahaWrap17Outs: count(17),
      omahaWrap20Outs: count(20),
      omahaWrap20Turn: chance(20, 45),
      // 1 − C(25, 2)/C(45, 2)
      omahaWrap20ByRiver: chance(690, 990),
    });
  });

  it('has the exact Short Deck figures', () => {
    expect(PROSE_ODDS).toMatchObject({
      shortDeckCards: count(36),
      shortDeckSuitCards: count(9),
      // 78 pairs of 1326 hands; 9·6 pairs of C(36, 2) = 630 hands
      holdemPocketPair: chance(78, 1326),
      shortDeckPocketPair: chance(54, 630),
      holdemPocketPairEvery: oneIn(78, 1326),
      shortDeckPocketPairEvery: oneIn(54, 630),
      shortDeckAcesEvery: oneIn(6, 630),
      // 36 − 2 − 3
      shortDeckUnseenAfterFlop: count(31),
      shortDeckUnseenAfterTurn: count(30),
      holdemOneOutTurn: chance(1, 47),
      shortDeckOneOutTurn: chance(1, 31),
      openEndedOuts: count(8),
      // 1 − C(39, 2)/C(47, 2); 1 − C(23, 2)/C(31, 2)
      holdemOpenEndedByRiver: chance(1081 - 741, 1081),
      shortDeckOpenEndedByRiver: chance(465 - 253, 465),
      holdemFlushDrawOuts: count(9),
      shortDeckFlushDrawOuts: count(5),
      // 1 − C(26, 2)/C(31, 2)
      shortDeckFlushDrawByRiver: chance(465 - 325, 465),
      // C(36, 5); C(9, 5)·4 − 6·4; 9·4·8·6; C(13, 5)·4 − 10·4; 13·4·12·6
      shortDeckFiveCardHands: count(376992),
      shortDeckFlushes: count(480),
      shortDeckFullHouses: count(1728),
      holdemFlushes: count(5108),
      holdemFullHouses: count(3744),
    });
  });

  it('reads a probability as "once in n"', () => {
    expect(onceIn(fraction(3, 35))).toBeCloseTo(35 / 3, 12);
    expect(onceIn(fraction(1, 17))).toBe(17);
    expect(onceIn(fraction(0, 5))).toBe(Number.POSITIVE_INFINITY);
  });
});
