import {readFileSync} from 'node:fs';
import path from 'node:path';

import {PAGES_PATH} from '@site/site/paths';
import {formatOddsFact, odds} from '@site/src/lib/format/oddsText';
import {fraction} from '@site/src/lib/poker/combinatorics';
import {PROSE_ODDS} from '@site/src/lib/poker/proseOdds';

const PAGES_WITH_ODDS = ['poker-school/poker-hands-odds.mdx', 'poker-games/short-deck.mdx'];

describe('odds text', () => {
  it('formats counts, percentages with one decimal and "once in n"', () => {
    expect(formatOddsFact({kind: 'count', value: 376992})).toBe('376\u00a0992');
    expect(formatOddsFact({kind: 'count', value: 1728})).toBe('1728');
    expect(formatOddsFact({kind: 'chance', value: fraction(3, 35)})).toBe('8,6%');
    expect(formatOddsFact({kind: 'chance', value: fraction(378, 1081)})).toBe('35,0%');
    expect(formatOddsFact({kind: 'oneIn', value: fraction(3, 35)})).toBe('12');
    expect(formatOddsFact({kind: 'oneIn', value: fraction(1, 17)})).toBe('17');
  });

  it('gives the figures the Short Deck page used to have typed in', () => {
    expect(odds).toMatchObject({
      holdemPocketPairEvery: '17',
      holdemPocketPair: '5,9%',
      shortDeckPocketPairEvery: '12',
      shortDeckPocketPair: '8,6%',
      openEndedOuts: '8',
      shortDeckUnseenAfterFlop: '31',
      shortDeckOpenEndedByRiver: '45,6%',
      holdemOpenEndedByRiver: '31,5%',
      shortDeckSuitCards: '9',
      shortDeckFlushDrawOuts: '5',
      shortDeckFlushDrawByRiver: '30,1%',
      holdemFlushDrawByRiver: '35,0%',
    });
    expect(Object.keys(odds)).toEqual(Object.keys(PROSE_ODDS));
  });

  // MDX is not type-checked: a mistyped name would print nothing.
  it.each(PAGES_WITH_ODDS)('%s uses only names that exist', (page) => {
    const text = readFileSync(path.join(PAGES_PATH, page), 'utf8');
    const used = [...text.matchAll(/\{odds\.(\w+)\}/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !(name in odds))).toEqual([]);
    // Every use is a plain `{odds.name}`.
    expect(text.match(/odds\.\w+/g)?.length).toBe(used.length);
  });
});
