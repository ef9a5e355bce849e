import {render, screen, within} from '@testing-library/react';
import React from 'react';

import OutsOddsTable from '@site/src/components/poker/OutsOddsTable';
import stored from '@site/src/data/generated/omaha-draws.json';

function cellsOf(outs: number): HTMLElement[] {
  const header = screen.getAllByRole('rowheader').find((th) => th.textContent === String(outs));
  if (!header) throw new Error(`No row for ${outs} outs`);
  return within(header.closest('tr') as HTMLElement).getAllByRole('cell');
}

const texts = (cells: HTMLElement[]) => cells.map((td) => td.textContent);

describe('OutsOddsTable for Omaha and Short Deck', () => {
  it('counts 45 and 44 unseen cards in Omaha', () => {
    render(<OutsOddsTable variant="omaha" />);
    const table = screen.getByRole('table', {name: /húzásod Omahában/});
    expect(table).toHaveTextContent('a flop után 45, a turn után 44 lapot nem ismersz');
    expect(screen.getAllByRole('rowheader')).toHaveLength(20);
    // 9/45 = 1/5, 9/44 and 1 − C(36, 2)/C(45, 2) = 360/990 = 4/11.
    expect(texts(cellsOf(9)).slice(1)).toEqual(['20,00%1/5', '20,45%9/44', '36,36%4/11', '18%', '36%']);
    // 20/45 = 4/9 and 1 − C(25, 2)/C(45, 2) = 690/990 = 23/33.
    expect(texts(cellsOf(20)).slice(1, 4)).toEqual(['44,44%4/9', '45,45%5/11', '69,70%23/33']);
  });

  it('puts each Omaha example draw, with its cards, in the row of its computed outs', () => {
    render(<OutsOddsTable variant="omaha" />);
    for (const draw of stored.draws) {
      const situation = cellsOf(draw.outs)[0];
      expect(within(situation).getByRole('img')).toHaveAccessibleName(/^Saját lapok: .+; Közös lapok: .+$/);
    }
    expect(cellsOf(20)[0]).toHaveTextContent('Wrap: két lap a flop fölött, kettő alatta');
    expect(within(cellsOf(20)[0]).getByRole('img')).toHaveAccessibleName(/bubi.*tízes.*hetes.*hatos/);
    expect(cellsOf(9)[0]).toHaveTextContent('Flushhúzás');
    expect(cellsOf(1)[0]).toHaveTextContent('–');
  });

  it('counts 31 and 30 unseen cards in the Short Deck, with its own typical draws', () => {
    render(<OutsOddsTable variant="short-deck" maxOuts={12} />);
    const table = screen.getByRole('table', {name: /húzásod Short Deckben/});
    expect(table).toHaveTextContent('a flop után 31, a turn után 30 lapot nem ismersz');
    expect(screen.getAllByRole('rowheader')).toHaveLength(12);
    // 5/31, 5/30 and 1 − C(26, 2)/C(31, 2) = 140/465 = 28/93.
    expect(texts(cellsOf(5))).toEqual(['Flushhúzás', '16,13%5/31', '16,67%1/6', '30,11%28/93', '10%', '20%']);
    // 1 − C(23, 2)/C(31, 2) = 212/465.
    expect(texts(cellsOf(8))[0]).toBe('Kétvégű sorhúzás, vagy flushhúzás és gutshot');
    expect(texts(cellsOf(8))[3]).toBe('45,59%212/465');
    expect(texts(cellsOf(11))[0]).toBe('Flushhúzás és kétvégű sorhúzás');
  });

  it('keeps the Texas Hold’em table as the default', () => {
    const {container: byDefault} = render(<OutsOddsTable />);
    const {container: holdem} = render(<OutsOddsTable variant="holdem" />);
    // Only the generated caption ids differ between two renders.
    const html = (element: HTMLElement) => element.innerHTML.replace(/_r_\w+_/g, 'id');
    expect(html(byDefault)).toBe(html(holdem));
  });
});
