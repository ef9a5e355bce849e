/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import React from 'react';

import StartingHandsTable from '@site/src/components/poker/StartingHandsTable';

const nb = (text: string) => text.replace(/ /g, '\u00a0');

function cellsOf(gameName: string): (string | null)[] {
  const header = screen.getAllByRole('rowheader').find((th) => th.textContent === gameName);
  if (!header) throw new Error(`No row for ${gameName}`);
  return within(header.closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((td) => td.textContent);
}

describe('StartingHandsTable', () => {
  it('compares Omaha, PLO-5 and PLO-6 with Texas Hold’em', () => {
    render(<StartingHandsTable variant="omaha" />);
    const table = screen.getByRole('table', {name: /kétlapos kombinációt/});
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Játék',
      'Saját lapok',
      'Lehetséges kezdőkezek',
      'Kétlapos kombinációk egy kézben',
      'Legalább egy pár',
      'Legalább két ász',
    ]);
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      "Texas Hold'em",
      'Omaha (PLO)',
      'PLO-5',
      'PLO-6',
    ]);
    // 1/17, 1/221; 87 685/270 725, 6961/270 725.
    expect(cellsOf("Texas Hold'em")).toEqual(['2', '1326', '1', '5,88%', '0,45%']);
    expect(cellsOf('Omaha (PLO)')).toEqual(['4', nb('270 725'), '6', '32,39%', '2,57%']);
    expect(cellsOf('PLO-5')[2]).toBe('10');
    expect(cellsOf('PLO-6')[2]).toBe('15');
    expect(cellsOf('PLO-6')[1]).toBe(nb('20 358 520'));
  });

  it('compares the Short Deck with Texas Hold’em', () => {
    render(<StartingHandsTable variant="short-deck" />);
    expect(screen.getByRole('table', {name: /36 lapos paklival/})).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(["Texas Hold'em", 'Short Deck']);
    // 3/35 and 1/105.
    expect(cellsOf('Short Deck')).toEqual(['2', '630', '1', '8,57%', '0,95%']);
  });
});
