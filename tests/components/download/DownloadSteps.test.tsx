/** @jest-environment jsdom */
import {render, screen, waitFor} from '@testing-library/react';

import DownloadSteps from '@site/src/components/download/DownloadSteps';

import {contextFor, fetchMock, useUserAgent} from './downloadSetup';
import type * as VisitorMock from './visitorMock';
import {visitor} from './visitorMock';

// The download page's three steps: the button, the requirements link, and the type 6 alternative.
jest.mock(
  '@site/src/components/visitor/VisitorContext',
  () => jest.requireActual<typeof VisitorMock>('./visitorMock').visitorContextMock,
);

describe('DownloadSteps', () => {
  it('has the three steps and, in the static HTML, the Download button and the requirements link', () => {
    visitor.current = contextFor(null);
    render(<DownloadSteps />);
    const headings = screen.getAllByRole('heading', {level: 3}).map((h) => h.textContent);
    expect(headings).toEqual(['Töltsd le és telepítsd', 'Hozz létre ingyenes fiókot', 'Kezdj el játszani']);
    expect(screen.getByRole('link', {name: 'Letöltés'})).toHaveAttribute('href', '/download/');
    expect(screen.getByRole('link', {name: 'Rendszerkövetelmények'})).toHaveAttribute('href', '#rendszerkovetelmenyek');
    expect(screen.queryByRole('button', {name: 'Link másolása'})).toBeNull();
  });

  it('offers the type 6 alternative once the API gave one', async () => {
    useUserAgent('iphoneChrome');
    visitor.current = contextFor('iphoneChrome');
    render(<DownloadSteps />);
    await waitFor(() =>
      expect(screen.getByRole('link', {name: 'Alternatív letöltés'})).toHaveAttribute(
        'href',
        'https://dl.example.com/ios/alt',
      ),
    );
    expect(screen.getByRole('link', {name: 'Letöltés'})).toHaveAttribute('href', 'https://dl.example.com/ios/main');
    // The direct link can be copied, to open it on another device.
    expect(screen.getByRole('button', {name: 'Link másolása'})).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
