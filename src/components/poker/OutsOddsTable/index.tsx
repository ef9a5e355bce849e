import React, {type ReactNode} from 'react';

import PokerTableFrame, {numCell} from '@site/src/components/poker/PokerTableFrame';
import {formatFraction, formatPercent} from '@site/src/lib/format/number';
import type {Fraction} from '@site/src/lib/poker/fraction';
import {outsTable, UNSEEN_AFTER_FLOP, UNSEEN_AFTER_TURN} from '@site/src/lib/poker/outs';

import styles from './styles.module.css';

/** Typical Texas Hold'em situations with this many clean outs. */
const TYPICAL_DRAWS: Readonly<Record<number, string>> = {
  2: 'Zsebpárból set',
  3: 'Az egyik saját lapod párosítása',
  4: 'Belső sorhúzás (gutshot), vagy két párból full house',
  5: 'Egy párból két pár vagy drill',
  6: 'Két overkártya párosítása',
  7: 'Setből full house vagy póker',
  8: 'Kétvégű sorhúzás vagy dupla gutshot',
  9: 'Flushhúzás',
  10: 'Gutshot és két overkártya',
  12: 'Flushhúzás és gutshot',
  15: 'Flushhúzás és kétvégű sorhúzás',
};

export interface OutsOddsTableProps {
  /** Largest number of outs shown (rows 1..maxOuts). Default 20. */
  maxOuts?: number;
}

function Exact({value, fraction}: {value: number; fraction: Fraction}): ReactNode {
  return (
    <>
      {formatPercent(value, 2)}
      <span className={styles.fraction}>{formatFraction(fraction)}</span>
    </>
  );
}

/**
 * Chance of hitting a draw by number of outs: exact values (hypergeometric,
 * from src/lib/poker/outs) next to the rule-of-2 and rule-of-4 estimates.
 */
export default function OutsOddsTable({maxOuts = 20}: OutsOddsTableProps): ReactNode {
  const rows = outsTable(Math.max(1, Math.min(UNSEEN_AFTER_TURN, Math.floor(maxOuts))));
  return (
    <PokerTableFrame
      cellAlign="top"
      className={styles.table}
      caption={
        <>
          Mekkora eséllyel jön be a húzásod? Pontos valószínűségek az outok száma szerint (a flop után{' '}
          {UNSEEN_AFTER_FLOP}, a turn után {UNSEEN_AFTER_TURN} lapot nem ismersz), összevetve a 2-es és a 4-es
          szabállyal
        </>
      }
    >
      <thead>
        <tr>
          <th scope="col" className={numCell}>
            Outok
          </th>
          <th scope="col">Jellemző helyzet</th>
          <th scope="col" className={numCell}>
            Turnön (flop után, 1 lap)
          </th>
          <th scope="col" className={numCell}>
            Riveren (turn után, 1 lap)
          </th>
          <th scope="col" className={numCell}>
            Turnön vagy riveren (flop után, 2 lap)
          </th>
          <th scope="col" className={numCell}>
            2-es szabály (becslés, 1 lap)
          </th>
          <th scope="col" className={numCell}>
            4-es szabály (becslés, 2 lap)
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.outs}>
            <th scope="row" className={numCell}>
              {row.outs}
            </th>
            <td className={styles.draw}>{TYPICAL_DRAWS[row.outs] ?? '–'}</td>
            <td className={numCell}>
              <Exact value={row.turnValue} fraction={row.turn} />
            </td>
            <td className={numCell}>
              <Exact value={row.riverValue} fraction={row.river} />
            </td>
            <td className={numCell}>
              <Exact value={row.turnOrRiverValue} fraction={row.turnOrRiver} />
            </td>
            <td className={numCell}>{formatPercent(row.ruleOfTwo, 0)}</td>
            <td className={numCell}>{formatPercent(row.ruleOfFour, 0)}</td>
          </tr>
        ))}
      </tbody>
    </PokerTableFrame>
  );
}
