import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import Hand from '@site/src/components/poker/Hand';
import PokerTableFrame, {numCell, type PokerTableColumn} from '@site/src/components/poker/PokerTableFrame';
import {formatFraction, formatPercent} from '@site/src/lib/format/number';
import type {Fraction} from '@site/src/lib/poker/combinatorics';
import {omahaDrawRows} from '@site/src/lib/poker/omahaDraws';
import {outsTable, unseenAfterFlop, unseenAfterTurn} from '@site/src/lib/poker/outs';

import type mdx from './mdx';
import styles from './styles.module.css';

const TYPICAL_DRAWS: Readonly<Record<number, string>> = {
  2: 'Zsebpárból set',
  3: 'Az egyik saját lapod párosítása',
  4: 'Belső sorhúzás (gutshot) vagy két párból full house',
  5: 'Egy párból két pár vagy drill',
  6: 'Két overkártya párosítása',
  7: 'Setből full house vagy póker',
  8: 'Kétvégű sorhúzás vagy dupla gutshot',
  9: 'Flushhúzás',
  10: 'Gutshot és két overkártya',
  12: 'Flushhúzás és gutshot',
  15: 'Flushhúzás és kétvégű sorhúzás',
};

/** Short Deck situations whose outs differ from Hold'em's or matter most (a suit has only 9 cards). */
const SHORT_DECK_DRAWS: Readonly<Record<number, string>> = {
  2: 'Zsebpárból set',
  4: 'Belső sorhúzás (gutshot)',
  5: 'Flushhúzás',
  7: 'Setből full house vagy póker',
  8: 'Kétvégű sorhúzás, vagy flushhúzás és gutshot',
  11: 'Flushhúzás és kétvégű sorhúzás',
};

/** Names of the Omaha example draws; the row each one lands in comes from its computed outs. */
const OMAHA_DRAW_NAMES: Readonly<Record<string, string>> = {
  gutshot: 'Belső sorhúzás (gutshot)',
  'open-ended': 'Kétvégű sorhúzás',
  'flush-draw': 'Flushhúzás',
  'wrap-13': 'Wrap: három lap a flop fölött',
  'wrap-17': 'Wrap: két lap a flop fölött, egy alatta',
  'wrap-20': 'Wrap: két lap a flop fölött, kettő alatta',
};

type Variant = 'holdem' | 'omaha' | 'short-deck';

const TITLES: Readonly<Record<Variant, string>> = {
  holdem: 'Mekkora eséllyel jön be a húzásod?',
  omaha: 'Mekkora eséllyel jön be a húzásod Omahában?',
  'short-deck': 'Mekkora eséllyel jön be a húzásod Short Deckben?',
};

const COLUMNS: readonly PokerTableColumn[] = [
  {num: 'Outok'},
  'Jellemző helyzet',
  {num: 'Turnön (flop után, 1 lap)'},
  {num: 'Riveren (turn után, 1 lap)'},
  {num: 'Turnön vagy riveren (flop után, 2 lap)'},
  {num: '2-es szabály (becslés, 1 lap)'},
  {num: '4-es szabály (becslés, 2 lap)'},
];

function typicalDraws(variant: Variant): Map<number, ReactNode> {
  if (variant !== 'omaha') {
    const texts = variant === 'holdem' ? TYPICAL_DRAWS : SHORT_DECK_DRAWS;
    return new Map(Object.entries(texts).map(([outs, text]) => [Number(outs), text]));
  }
  const cells = new Map<number, ReactNode[]>();
  for (const draw of omahaDrawRows()) {
    const cell = cells.get(draw.outs) ?? [];
    cell.push(
      <span key={draw.id} className={styles.example}>
        {OMAHA_DRAW_NAMES[draw.id]}
        <Hand inline cards={draw.hole} board={draw.flop} />
      </span>,
    );
    cells.set(draw.outs, cell);
  }
  return cells;
}

function Exact({value, fraction}: {value: number; fraction: Fraction}): ReactNode {
  return (
    <>
      {formatPercent(value, 2)}
      <span className={styles.fraction}>{formatFraction(fraction)}</span>
    </>
  );
}

export default function OutsOddsTable({maxOuts = 20, variant = 'holdem'}: MdxProps<typeof mdx>): ReactNode {
  const afterFlop = unseenAfterFlop(variant);
  const afterTurn = unseenAfterTurn(variant);
  const rows = outsTable(Math.max(1, Math.min(afterTurn, Math.floor(maxOuts))), variant);
  const draws = typicalDraws(variant);
  return (
    <PokerTableFrame
      columns={COLUMNS}
      cellAlign="top"
      className={styles.table}
      caption={
        <>
          {TITLES[variant]} Pontos valószínűségek az outok száma szerint (a flop után {afterFlop}, a turn után{' '}
          {afterTurn} lapot nem ismersz), összevetve a 2-es és a 4-es szabállyal
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.outs}>
          <th scope="row" className={numCell}>
            {row.outs}
          </th>
          <td className={styles.draw}>{draws.get(row.outs) ?? '–'}</td>
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
    </PokerTableFrame>
  );
}
