import type {ReactNode} from 'react';

import Hand from '@site/src/components/poker/Hand';
import PokerTableFrame, {numCell, type PokerTableColumn} from '@site/src/components/poker/PokerTableFrame';
import {formatInteger, formatOddsAgainst, formatProbabilityPercent} from '@site/src/lib/format/number';
import {
  CATEGORY_NAMES_HU,
  HAND_EXAMPLES,
  handCategoryStats,
  TOTAL_FIVE_CARD_HANDS,
} from '@site/src/lib/poker/categories';

import styles from './styles.module.css';

const COLUMNS: readonly PokerTableColumn[] = [
  'Helyezés',
  'Kéz',
  'Példa',
  {num: 'Kombinációk'},
  {num: 'Valószínűség'},
  {num: 'Ilyen vagy erősebb'},
  {num: 'Esély ellene'},
];

/** The total is in the caption: a footer row's header spanning three columns would make a multi-level table. */
export default function HandRankingsTable(): ReactNode {
  const rows = handCategoryStats();
  return (
    <PokerTableFrame
      columns={COLUMNS}
      caption={
        <>
          A pókerkezek erősorrendje és gyakorisága (összesen {formatInteger(TOTAL_FIVE_CARD_HANDS)} lehetséges ötlapos
          kéz)
        </>
      }
    >
      {rows.map((row, index) => {
        const names = CATEGORY_NAMES_HU[row.category];
        return (
          <tr key={row.category} data-category={row.category}>
            <td className={styles.rank}>{index + 1}.</td>
            <th scope="row" className={styles.name}>
              {names.name}
              <span className={styles.alias}> ({names.alias})</span>
            </th>
            <td>
              <Hand inline cards={HAND_EXAMPLES[row.category]} />
            </td>
            <td className={numCell}>{formatInteger(row.combinations)}</td>
            <td className={numCell}>{formatProbabilityPercent(row.probabilityValue)}</td>
            <td className={numCell}>{formatProbabilityPercent(row.cumulativeProbabilityValue)}</td>
            <td className={numCell}>{formatOddsAgainst(row.oddsAgainst)}</td>
          </tr>
        );
      })}
    </PokerTableFrame>
  );
}
