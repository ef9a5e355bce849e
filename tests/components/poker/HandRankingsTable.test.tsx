/** @jest-environment jsdom */
import {render, screen, within} from '@testing-library/react';
import React from 'react';

import HandRankingsTable from '@site/src/components/poker/HandRankingsTable';

describe('HandRankingsTable', () => {
  it('renders an accessible table with a caption and Hungarian column headers', () => {
    render(<HandRankingsTable />);
    const table = screen.getByRole('table', {name: /pókerkezek erősorrendje/i});
    expect(table).toHaveTextContent('2 598 960');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Helyezés',
      'Kéz',
      'Példa',
      'Kombinációk',
      'Valószínűség',
      'Ilyen vagy erősebb',
      'Esély ellene',
    ]);
    for (const th of within(table).getAllByRole('columnheader')) {
      expect(th).toHaveAttribute('scope', 'col');
    }
    // The scrollable wrapper is a named, keyboard-focusable region.
    expect(screen.getByRole('region', {name: /pókerkezek erősorrendje/i})).toHaveAttribute('tabindex', '0');
  });

  it('lists the ten categories strongest first, each with a row header', () => {
    const {container} = render(<HandRankingsTable />);
    const rowHeaders = screen.getAllByRole('rowheader').map((th) => th.textContent);
    expect(rowHeaders).toEqual([
      'Royal flush (királyi színsor)',
      'Színsor (straight flush)',
      'Póker (four of a kind)',
      'Full house (full)',
      'Flush (szín)',
      'Sor (straight)',
      'Drill (three of a kind)',
      'Két pár (two pair)',
      'Egy pár (one pair)',
      'Magas lap (high card)',
    ]);
    // One level of headers only (no spanning footer row header): the total lives in the caption.
    expect(container.querySelector('tfoot')).toBeNull();
  });

  it('shows computed counts, probabilities and odds formatted the Hungarian way', () => {
    const {container} = render(<HandRankingsTable />);
    const row = (category: string) => container.querySelector<HTMLElement>(`tr[data-category="${category}"]`)!;
    const royalCells = within(row('royal-flush'))
      .getAllByRole('cell')
      .map((td) => td.textContent.replace(/\s/g, ' '));
    expect(royalCells[0]).toBe('1.');
    expect(royalCells.slice(2)).toEqual(['4', '0,000154%', '0,000154%', '649 739 : 1']);
    expect(row('full-house')).toHaveTextContent('3744');
    expect(row('full-house')).toHaveTextContent('0,1441%');
    expect(row('one-pair')).toHaveTextContent('1 098 240');
    expect(row('one-pair')).toHaveTextContent('42,2569%');
    expect(row('one-pair')).toHaveTextContent('1,37 : 1');
    expect(row('high-card')).toHaveTextContent('1 302 540');
    expect(row('high-card')).toHaveTextContent('100,0000%');
  });

  it('shows every example hand as drawn cards named in Hungarian for screen readers', () => {
    const {container} = render(<HandRankingsTable />);
    const royal = container.querySelector<HTMLElement>('tr[data-category="royal-flush"]')!;
    const hand = within(royal).getByRole('img', {name: 'pikk ász, pikk király, pikk dáma, pikk bubi, pikk tízes'});
    expect(hand.querySelectorAll('svg')).toHaveLength(5);
    expect(within(screen.getByRole('table')).getAllByRole('img')).toHaveLength(10);
  });
});
