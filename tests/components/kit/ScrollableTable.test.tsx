/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';
import React from 'react';

import ScrollableTable from '@site/src/components/kit/ScrollableTable';

it('wraps a table in a focusable, named scroll region', () => {
  render(
    <ScrollableTable>
      <tbody>
        <tr>
          <td>Flop</td>
        </tr>
      </tbody>
    </ScrollableTable>,
  );
  const region = screen.getByRole('region', {name: 'Görgethető táblázat'});
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region.querySelector('table')).toHaveTextContent('Flop');
});

it('names the region after the column headings, so several tables on a page have different names', () => {
  render(
    <ScrollableTable>
      <thead>
        <tr>
          <th>Szabály</th>
          <th>
            A <strong>GGPokeren</strong>
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Kisvak</td>
          <td>1 $</td>
        </tr>
      </tbody>
    </ScrollableTable>,
  );
  expect(screen.getByRole('region', {name: 'Görgethető táblázat: Szabály, A GGPokeren'})).toHaveAttribute(
    'tabindex',
    '0',
  );
});
