/** @jest-environment jsdom */
import {fireEvent, render, screen} from '@testing-library/react';
import React from 'react';

import codeJson from '@site/i18n/hu/code.json';
import ErrorPage from '@site/src/components/shell/ErrorPage';
import {errorKindOf} from '@site/src/components/shell/ErrorPage/errorContent';

import {setMockLocation} from '../../mocks/docusaurus/router';

const t = (id: keyof typeof codeJson): string => codeJson[id].message;

describe('ErrorPage', () => {
  beforeEach(() => setMockLocation({pathname: '/nincs-ilyen/'}));

  it('404 shows the Hungarian title, the requested path and a history-back button', () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    render(<ErrorPage statusCode={404} />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(t('ERROR_404_TITLE'));
    expect(screen.getByText(t('ERROR_404_MESSAGE'), {exact: false})).toBeInTheDocument();
    expect(screen.getByTestId('error-path')).toHaveTextContent('/nincs-ilyen/');
    fireEvent.click(screen.getByRole('button', {name: t('ERROR_404_BUTTON')}));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('403 shows the access-denied image and no back button', () => {
    render(<ErrorPage statusCode={403} />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(t('ERROR_403_TITLE'));
    expect(screen.getByText(t('ERROR_403_MESSAGE'))).toBeInTheDocument();
    expect(screen.getByRole('img', {name: t('ERROR_403_IMAGE_ALT')})).toHaveAttribute('width', '240');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('500 has a back button', () => {
    render(<ErrorPage statusCode={500} />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(t('ERROR_500_TITLE'));
    expect(screen.getByRole('button', {name: t('ERROR_500_BUTTON')})).toBeInTheDocument();
  });

  it.each([0, 400, 418, 502, 503, -1, Number.NaN])('status %p uses the 500 content', (code) => {
    expect(errorKindOf(code)).toBe(500);
    render(<ErrorPage statusCode={code} />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(t('ERROR_500_TITLE'));
  });
});
