/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import React from 'react';

import PreflopOddsTable from '@site/src/components/poker/PreflopOddsTable';
import stored from '@site/src/data/generated/preflop-odds.json';

const percent = (value: number) =>
  new Intl.NumberFormat('hu-HU', {style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2}).format(value);

describe('PreflopOddsTable', () => {
  it('renders a captioned table with Hungarian column headers', () => {
    render(<PreflopOddsTable />);
    const table = screen.getByRole('table', {name: /preflop párharcok/i});
    expect(table).toHaveTextContent('1 712 304');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Párharc',
      '1. kéz',
      '2. kéz',
      '1. kéz nyer',
      '2. kéz nyer',
      'Döntetlen (osztott kassza)',
    ]);
  });

  it('shows one row per stored match-up with the stored exact results', () => {
    const {container} = render(<PreflopOddsTable />);
    expect(screen.getAllByRole('rowheader')).toHaveLength(stored.matchups.length);
    for (const m of stored.matchups) {
      const row = container.querySelector<HTMLElement>(`tr[data-matchup="${m.id}"]`)!;
      const cells = within(row).getAllByRole('cell');
      expect(cells[2]).toHaveTextContent(percent(m.wins1 / m.boards));
      expect(cells[3]).toHaveTextContent(percent(m.wins2 / m.boards));
      expect(cells[4]).toHaveTextContent(percent(m.ties / m.boards));
    }
  });

  it('labels AA against KK with suits and Hungarian card names', () => {
    const {container} = render(<PreflopOddsTable />);
    const row = container.querySelector<HTMLElement>('tr[data-matchup="aa-vs-kk"]')!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('AA – KK');
    expect(within(row).getByRole('img', {name: 'Saját lapok: pikk ász, kőr ász'})).toBeInTheDocument();
    expect(within(row).getByRole('img', {name: 'Saját lapok: treff király, káró király'})).toBeInTheDocument();
    expect(row).toHaveTextContent('81,06%');
    expect(row).toHaveTextContent('18,55%');
  });
});
