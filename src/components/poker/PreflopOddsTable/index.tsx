import type {ReactNode} from 'react';

import Hand from '@site/src/components/poker/Hand';
import PokerTableFrame, {numCell, type PokerTableColumn} from '@site/src/components/poker/PokerTableFrame';
import {formatInteger, formatPercent} from '@site/src/lib/format/number';
import {PREFLOP_BOARDS, preflopOddsRows} from '@site/src/lib/poker/preflop';

import styles from './styles.module.css';

const MATCHUP_TEXT: Readonly<Record<string, {title: string; kind: string}>> = {
  'aa-vs-kk': {title: 'AA – KK', kind: 'Nagyobb pár egy kisebb pár ellen'},
  'aks-vs-qq': {title: 'AKs – QQ', kind: 'Két egyszínű overkártya egy pár ellen'},
  'ako-vs-22': {title: 'AKo – 22', kind: 'A klasszikus „coinflip”: két overkártya a legkisebb pár ellen'},
  'jts-vs-99': {title: 'J10s – 99', kind: 'Egyszínű, összefüggő overkártyák egy pár ellen'},
  'ako-vs-qjo': {title: 'AKo – QJo', kind: 'Két magasabb lap két alacsonyabb lap ellen'},
  'ako-vs-aqo': {title: 'AKo – AQo', kind: 'Dominált kéz: közös ász, gyengébb kicker'},
};

const COLUMNS: readonly PokerTableColumn[] = [
  'Párharc',
  '1. kéz',
  '2. kéz',
  {num: '1. kéz nyer'},
  {num: '2. kéz nyer'},
  {num: 'Döntetlen (osztott kassza)'},
];

/** The counts come from src/data/generated/preflop-odds.json (every board enumerated), re-checked by the unit tests. */
export default function PreflopOddsTable(): ReactNode {
  const rows = preflopOddsRows();
  return (
    <PokerTableFrame
      columns={COLUMNS}
      caption={
        <>
          Klasszikus preflop párharcok all-in esélyei: soronként {formatInteger(PREFLOP_BOARDS)} lehetséges board (öt
          közös lap) pontos kiértékelése
        </>
      }
    >
      {rows.map((row) => {
        const text = MATCHUP_TEXT[row.id];
        return (
          <tr key={row.id} data-matchup={row.id}>
            <th scope="row" className={styles.matchup}>
              {text.title}
              <span className={styles.kind}>{text.kind}</span>
            </th>
            <td>
              <Hand inline kind="hole" cards={row.hand1} />
            </td>
            <td>
              <Hand inline kind="hole" cards={row.hand2} />
            </td>
            <td className={numCell}>{formatPercent(row.wins1 / row.boards, 2)}</td>
            <td className={numCell}>{formatPercent(row.wins2 / row.boards, 2)}</td>
            <td className={numCell}>{formatPercent(row.tieProbability, 2)}</td>
          </tr>
        );
      })}
    </PokerTableFrame>
  );
}
