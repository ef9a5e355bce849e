/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';

import CrashNotice from '@site/src/components/shell/CrashNotice';

describe('CrashNotice', () => {
  it('tells the visitor in Hungarian that the page crashed, and tries again on request', async () => {
    const tryAgain = jest.fn();
    render(<CrashNotice tryAgain={tryAgain} />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Hiba történt az oldal megjelenítésekor.');
    expect(screen.getByRole('main')).toHaveTextContent('fordulj az ügyfélszolgálathoz');
    await userEvent.click(screen.getByRole('button', {name: 'Próbáld újra'}));
    expect(tryAgain).toHaveBeenCalledTimes(1);
  });
});
