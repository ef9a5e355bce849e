/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import React from 'react';

import OutsOddsTable from '@site/src/components/poker/OutsOddsTable';
import stored from '@site/src/data/generated/omaha-draws.json';

// The odds themselves are computed and checked in src/lib/poker (tests/unit/src/lib/poker/outs.*.test.ts): here,
// that each game's table shows them, exact and as a fraction, next to the rules of 2 and 4.

function cellsOf(outs: number): HTMLElement[] {
  const header = screen.getAllByRole('rowheader').find((th) => th.textContent === String(outs));
  if (!header) throw new Error(`No row for ${outs} outs`);
  return within(header.closest('tr') as HTMLElement).getAllByRole('cell');
}

const texts = (cells: HTMLElement[]) => cells.map((td) => td.textContent);

describe('OutsOddsTable', () => {
  it('has Hungarian column headers', () => {
    render(<OutsOddsTable />);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Outok',
      'Jellemző helyzet',
      'Turnön (flop után, 1 lap)',
      'Riveren (turn után, 1 lap)',
      'Turnön vagy riveren (flop után, 2 lap)',
      '2-es szabály (becslés, 1 lap)',
      '4-es szabály (becslés, 2 lap)',
    ]);
  });

  it.each<[string, React.ComponentProps<typeof OutsOddsTable>, RegExp, string, number, number, string[]]>([
    [
      'Texas Hold’em (the default)',
      {},
      /^Mekkora eséllyel jön be a húzásod\?/,
      'a flop után 47, a turn után 46 lapot nem ismersz',
      20,
      9,
      ['Flushhúzás', '19,15%9/47', '19,57%9/46', '34,97%378/1081', '18%', '36%'],
    ],
    [
      'Omaha',
      {variant: 'omaha'},
      /húzásod Omahában/,
      'a flop után 45, a turn után 44 lapot nem ismersz',
      20,
      9,
      ['Flushhúzás', '20,00%1/5', '20,45%9/44', '36,36%4/11', '18%', '36%'],
    ],
    [
      'the Short Deck, up to maxOuts',
      {variant: 'short-deck', maxOuts: 12},
      /húzásod Short Deckben/,
      'a flop után 31, a turn után 30 lapot nem ismersz',
      12,
      5,
      ['Flushhúzás', '16,13%5/31', '16,67%1/6', '30,11%28/93', '10%', '20%'],
    ],
  ])('%s: its unseen cards, its rows and their odds', (_game, props, title, unseen, rows, outs, cells) => {
    render(<OutsOddsTable {...props} />);
    const table = screen.getByRole('table', {name: title});
    expect(table).toHaveTextContent(unseen);
    expect(screen.getAllByRole('rowheader')).toHaveLength(rows);
    const row = cellsOf(outs);
    expect(row[0]).toHaveTextContent(cells[0]);
    expect(texts(row.slice(1))).toEqual(cells.slice(1));
  });

  it('puts each Omaha example draw, with its cards, in the row of its computed outs', () => {
    render(<OutsOddsTable variant="omaha" />);
    for (const draw of stored.draws) {
      const situation = cellsOf(draw.outs)[0];
      expect(within(situation).getByRole('img')).toHaveAccessibleName(/^Saját lapok: .+; Közös lapok: .+$/);
    }
    expect(cellsOf(20)[0]).toHaveTextContent('Wrap: két lap a flop fölött, kettő alatta');
    expect(within(cellsOf(20)[0]).getByRole('img')).toHaveAccessibleName(/bubi.*tízes.*hetes.*hatos/);
    expect(cellsOf(1)[0]).toHaveTextContent('–');
  });
});
