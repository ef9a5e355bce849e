import {render, screen, within} from '@testing-library/react';
import React from 'react';

import OutsOddsTable from '@site/src/components/poker/OutsOddsTable';

function rowFor(outs: number): HTMLElement {
  const header = screen.getAllByRole('rowheader').find((th) => th.textContent === String(outs));
  if (!header) throw new Error(`No row for ${outs} outs`);
  return header.closest('tr') as HTMLElement;
}

describe('OutsOddsTable', () => {
  it('renders a captioned table with Hungarian column headers', () => {
    render(<OutsOddsTable />);
    const table = screen.getByRole('table', {name: /outok száma szerint/i});
    expect(table).toHaveTextContent('47');
    const headers = within(table)
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

  it('shows 20 rows by default and respects maxOuts', () => {
    const {unmount} = render(<OutsOddsTable />);
    expect(screen.getAllByRole('rowheader')).toHaveLength(20);
    unmount();
    render(<OutsOddsTable maxOuts={10} />);
    expect(screen.getAllByRole('rowheader')).toHaveLength(10);
  });

  it('shows exact percentages with fractions next to the rule-of-2 and rule-of-4 estimates', () => {
    render(<OutsOddsTable />);
    const cells = within(rowFor(9))
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual(['Flushhúzás', '19,15%9/47', '19,57%9/46', '34,97%378/1081', '18%', '36%']);
    const fifteen = within(rowFor(15))
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(fifteen[0]).toBe('Flushhúzás és kétvégű sorhúzás');
    expect(fifteen[3]).toBe('54,12%585/1081');
    expect(fifteen[5]).toBe('60%');
  });
});
