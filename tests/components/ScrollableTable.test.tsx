import React from 'react';
import {render, screen} from '@testing-library/react';
import ScrollableTable from '@site/src/components/ScrollableTable';

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
