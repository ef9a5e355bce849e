import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import PokerTableFrame, {numCell, type PokerTableColumn} from '@site/src/components/poker/PokerTableFrame';
import {formatInteger, formatPercent} from '@site/src/lib/format/number';
import {toNumber} from '@site/src/lib/poker/combinatorics';
import {type PokerGameId, SHORT_DECK} from '@site/src/lib/poker/games';
import {holeCardFacts} from '@site/src/lib/poker/holeCards';

import type mdx from './mdx';

type Variant = 'omaha' | 'short-deck';

const GAME_NAMES: Readonly<Record<PokerGameId, string>> = {
  holdem: "Texas Hold'em",
  omaha: 'Omaha (PLO)',
  plo5: 'PLO-5',
  plo6: 'PLO-6',
  'short-deck': 'Short Deck',
};

/** Each variant is compared with Texas Hold'em, the game most players know. */
const ROWS: Readonly<Record<Variant, readonly PokerGameId[]>> = {
  omaha: ['holdem', 'omaha', 'plo5', 'plo6'],
  'short-deck': ['holdem', 'short-deck'],
};

const CAPTIONS: Readonly<Record<Variant, string>> = {
  omaha:
    "Kezdőkezek Texas Hold'emben és Omahában: hány kétlapos kombinációt rejt a kezed, és milyen gyakran van benne pár",
  'short-deck': `Kezdőkezek Texas Hold'emben és Short Deckben: milyen gyakran kapsz zsebpárt a teljes és a ${SHORT_DECK.size} lapos paklival`,
};

const COLUMNS: readonly PokerTableColumn[] = [
  'Játék',
  {num: 'Saját lapok'},
  {num: 'Lehetséges kezdőkezek'},
  {num: 'Kétlapos kombinációk egy kézben'},
  {num: 'Legalább egy pár'},
  {num: 'Legalább két ász'},
];

export default function StartingHandsTable({variant}: MdxProps<typeof mdx>): ReactNode {
  const rows = ROWS[variant].map(holeCardFacts);
  return (
    <PokerTableFrame columns={COLUMNS} caption={CAPTIONS[variant]}>
      {rows.map((row) => (
        <tr key={row.game} data-game={row.game}>
          <th scope="row">{GAME_NAMES[row.game]}</th>
          <td className={numCell}>{row.holeCards}</td>
          <td className={numCell}>{formatInteger(row.hands)}</td>
          <td className={numCell}>{row.twoCardCombos}</td>
          <td className={numCell}>{formatPercent(toNumber(row.anyPair), 2)}</td>
          <td className={numCell}>{formatPercent(toNumber(row.pairOfRank), 2)}</td>
        </tr>
      ))}
    </PokerTableFrame>
  );
}
