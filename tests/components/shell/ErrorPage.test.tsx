/** @jest-environment jsdom */
import {fireEvent, render, screen} from '@testing-library/react';
import React from 'react';

import codeJson from '@site/i18n/hu/code.json';
import ErrorPage from '@site/src/components/shell/ErrorPage';

import {setMockLocation} from '../../mocks/docusaurus/router';

const t = (id: keyof typeof codeJson): string => codeJson[id].message;

describe('ErrorPage', () => {
  beforeEach(() => setMockLocation({pathname: '/nincs-ilyen/'}));

  it('404 shows the Hungarian title, the requested path and a history-back button', () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    render(<ErrorPage />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(t('ERROR_404_TITLE'));
    expect(screen.getByText(t('ERROR_404_MESSAGE'), {exact: false})).toBeInTheDocument();
    expect(screen.getByTestId('error-path')).toHaveTextContent('/nincs-ilyen/');
    fireEvent.click(screen.getByRole('button', {name: t('ERROR_404_BUTTON')}));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
