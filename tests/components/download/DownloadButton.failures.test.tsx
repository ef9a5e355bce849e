import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';

import DownloadButton from '@site/src/components/download/DownloadButton';
import {toastStore} from '@site/src/lib/toastStore';

import {contextFor, fakeResponse, fetchMock, settle, useUserAgent} from './downloadSetup';
import type * as VisitorMock from './visitorMock';
import {visitor} from './visitorMock';

// The Download button keeps the download page whenever the direct link fails: an error, a bad answer, no answer.
jest.mock(
  '@site/src/components/visitor/VisitorContext',
  () => jest.requireActual<typeof VisitorMock>('./visitorMock').visitorContextMock,
);

describe('DownloadButton', () => {
  describe('keeps the download page when the direct link fails', () => {
    beforeEach(() => {
      useUserAgent('android');
      visitor.current = contextFor('android');
    });

    it.each([
      ['HTTP 500', async () => fakeResponse('{"error":"x"}', 500)],
      ['HTTP 404', async () => fakeResponse('<html></html>', 404)],
      ['a malformed body', async () => fakeResponse('{"links": "nope"}')],
      ['a non-JSON body', async () => fakeResponse('<html>')],
      ['an unsafe link', async () => fakeResponse(JSON.stringify({links: [{type: 2, url: 'javascript:alert(1)'}]}))],
      [
        'a network error',
        async () => {
          throw new TypeError('Failed to fetch');
        },
      ],
    ])('on %s', async (_label, answer) => {
      fetchMock.mockImplementation(answer);
      render(<DownloadButton />);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      await settle();
      expect(screen.getByRole('link')).toHaveAttribute('href', '/download/');
      expect(screen.getByRole('link')).toHaveAttribute('data-download-source', 'page');
    });

    it('and a click on it says why in a toast, once', async () => {
      fetchMock.mockImplementation(async () => fakeResponse('{"error":"x"}', 500));
      render(<DownloadButton />);
      await settle();
      const link = screen.getByRole('link');
      // jsdom cannot navigate; the click's own effects are what is tested.
      link.addEventListener('click', (event) => event.preventDefault());
      fireEvent.click(link);
      fireEvent.click(link);
      expect(toastStore.getSnapshot().map((toast) => toast.text)).toEqual([
        'A közvetlen letöltési link most nem érhető el, ezért a letöltési oldalra viszünk.',
      ]);
    });

    it('but a working direct link shows no toast on click', async () => {
      render(<DownloadButton />);
      await settle();
      const link = screen.getByRole('link');
      expect(link).toHaveAttribute('data-download-source', 'api');
      link.addEventListener('click', (event) => event.preventDefault());
      fireEvent.click(link);
      expect(toastStore.getSnapshot()).toEqual([]);
    });

    it('on a timeout after 5 s', async () => {
      jest.useFakeTimers();
      fetchMock.mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      render(<DownloadButton />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      expect(screen.getByRole('link')).toHaveAttribute('href', '/download/');
    });
  });
});
