/**
 * The odds figures of `../poker/proseOdds.ts` as text for MDX (`{odds.shortDeckPocketPair}` → "8,6%").
 * Percentages get one decimal: prose rounds ("kb. 8,6%"), the tables show two.
 */

import {oneIn, toNumber} from '../poker/combinatorics';
import {type OddsFact, PROSE_ODDS, type ProseOddsId} from '../poker/proseOdds';
import {formatInteger, formatPercent} from './number';

export function formatOddsFact(fact: OddsFact): string {
  switch (fact.kind) {
    case 'count':
      return formatInteger(fact.value);
    case 'chance':
      return formatPercent(toNumber(fact.value), 1);
    case 'oneIn':
      // "Every 12th hand": a whole number reads naturally, the exact value is in the tables.
      return formatInteger(Math.round(oneIn(fact.value)));
  }
}

const entries = (Object.entries(PROSE_ODDS) as [ProseOddsId, OddsFact][]).map(([id, fact]) => [
  id,
  formatOddsFact(fact),
]);

/** Each figure as text: `odds.shortDeckPocketPairEvery` → "12". */
export const odds = Object.freeze(Object.fromEntries(entries) as Record<ProseOddsId, string>);
