import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import React from 'react';
import {renderToString} from 'react-dom/server';

import DownloadButton from '@site/src/components/download/DownloadButton';
import DownloadSteps from '@site/src/components/download/DownloadSteps';
import {resetDownloadLinkClient} from '@site/src/components/download/useDownloadLink';
import {getDeviceInfo} from '@site/src/lib/deviceInfo';
import {DOWNLOAD_CACHE_PREFIX} from '@site/src/lib/downloadLinkResolver';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';
import {toastStore} from '@site/src/lib/toastStore';

import {USER_AGENTS, type UserAgentName} from '../../fixtures/userAgents';
import {mockHistory} from '../../mocks/docusaurus/router';
import type * as VisitorMock from './visitorMock';
import {visitor, type VisitorSnapshot} from './visitorMock';

jest.mock(
  '@site/src/components/visitor/VisitorContext',
  () => jest.requireActual<typeof VisitorMock>('./visitorMock').visitorContextMock,
);

const API_LINKS = {
  links: [
    {type: 2, url: 'https://dl.example.com/ios/main'},
    {type: 6, url: 'https://dl.example.com/ios/alt'},
  ],
};

function contextFor(name: UserAgentName | null, overrides: Partial<VisitorSnapshot> = {}): VisitorSnapshot {
  return {
    runtimeConfig: {...RUNTIME_CONFIG_DEFAULTS, desktopInstallerBaseUrl: 'https://installer.example.com/gg/'},
    runtimeConfigStatus: 'remote',
    geo: {country: 'HU', region: null, whitelisted: false},
    geoReady: true,
    device: name ? getDeviceInfo(USER_AGENTS[name], {width: 390}) : null,
    downloadBlocked: false,
    ...overrides,
  };
}

function useUserAgent(name: UserAgentName): void {
  Object.defineProperty(window.navigator, 'userAgent', {value: USER_AGENTS[name], configurable: true});
}

function fakeResponse(body: string, status = 200): Response {
  return {status, headers: {get: () => null}, text: async () => body, body: null} as unknown as Response;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
let errorSpy: jest.SpyInstance;
let warnSpy: jest.SpyInstance;

beforeEach(() => {
  toastStore.clear();
  resetDownloadLinkClient();
  window.sessionStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => fakeResponse(JSON.stringify(API_LINKS)));
  (globalThis as {fetch?: unknown}).fetch = fetchMock;
  errorSpy = jest.spyOn(console, 'error');
  warnSpy = jest.spyOn(console, 'warn');
  mockHistory.push.mockReset();
});

afterEach(() => {
  expect(errorSpy).not.toHaveBeenCalled();
  expect(warnSpy).not.toHaveBeenCalled();
  errorSpy.mockRestore();
  warnSpy.mockRestore();
  delete (globalThis as {fetch?: unknown}).fetch;
  jest.useRealTimers();
});

/** Lets the effect's dynamic import and the fetch settle. */
async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}

describe('DownloadButton', () => {
  it('links to the download page in the static HTML, whatever the visitor', () => {
    visitor.current = contextFor('iphoneSafari');
    const html = renderToString(<DownloadButton />);
    expect(html).toContain('href="/download/"');
    expect(html).toContain('Letöltés');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('upgrades to the API primary link on an iPhone, with one request for every control', async () => {
    useUserAgent('iphoneSafari');
    visitor.current = contextFor('iphoneSafari');
    render(
      <>
        <DownloadButton variant="header" />
        <DownloadButton variant="bare">Regisztráció</DownloadButton>
        <DownloadButton variant="block" />
      </>,
    );
    await waitFor(() =>
      expect(screen.getByRole('link', {name: 'Regisztráció'})).toHaveAttribute(
        'href',
        'https://dl.example.com/ios/main',
      ),
    );
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('href', 'https://dl.example.com/ios/main');
      expect(link).toHaveAttribute('data-download-source', 'api');
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/download-url?brandAlias=GGPoker&platform=ios&country=HU');
    expect(window.sessionStorage.getItem(`${DOWNLOAD_CACHE_PREFIX}GGPoker|ios|HU`)).toContain('ios/main');
  });

  it('uses the regional country when the geo call failed', async () => {
    useUserAgent('android');
    visitor.current = contextFor('android', {geo: null});
    render(<DownloadButton />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/download-url?brandAlias=GGPoker&platform=android&country=HU');
  });

  it('waits for geo and runtime config before asking', async () => {
    useUserAgent('android');
    visitor.current = contextFor('android', {geoReady: false, geo: null});
    const {rerender} = render(<DownloadButton />);
    await settle();
    visitor.current = contextFor('android', {runtimeConfigStatus: 'loading'});
    rerender(<DownloadButton />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    visitor.current = contextFor('android', {geo: {country: 'AT', region: null, whitelisted: false}});
    rerender(<DownloadButton />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toContain('country=AT');
  });

  it.each<[UserAgentName, string]>([
    ['windows', 'https://installer.example.com/gg/GGPokerSetup.exe'],
    ['macos', 'https://installer.example.com/gg/GGPoker.dmg'],
  ])('gives %s the installer from desktopInstallerBaseUrl without calling the API', async (name, expected) => {
    useUserAgent(name);
    visitor.current = contextFor(name);
    render(<DownloadButton />);
    await waitFor(() => expect(screen.getByRole('link')).toHaveAttribute('href', expected));
    expect(screen.getByRole('link')).toHaveAttribute('data-download-source', 'installer');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the download page for a crawler and before the device is known', async () => {
    useUserAgent('googlebot');
    visitor.current = contextFor('googlebot');
    render(<DownloadButton />);
    await settle();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/download/');
    visitor.current = contextFor(null);
    render(<DownloadButton>Másik</DownloadButton>);
    await settle();
    expect(screen.getByRole('link', {name: 'Másik'})).toHaveAttribute('href', '/download/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

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

  it('upgrades the same element in place, so a keyboard user who tabbed to it keeps the focus', async () => {
    useUserAgent('iphoneSafari');
    visitor.current = contextFor('iphoneSafari');
    render(<DownloadButton />);
    const before = screen.getByRole('link');
    expect(before).toHaveAttribute('href', '/download/');
    before.focus();
    await waitFor(() => expect(screen.getByRole('link')).toHaveAttribute('href', 'https://dl.example.com/ios/main'));
    expect(screen.getByRole('link')).toBe(before);
    expect(document.activeElement).toBe(before);
  });

  it('opens the download page in the app on a plain click, and leaves modified clicks to the browser', () => {
    visitor.current = contextFor(null);
    render(<DownloadButton />);
    const link = screen.getByRole('link');
    const plain = new MouseEvent('click', {bubbles: true, cancelable: true, button: 0});
    fireEvent(link, plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(mockHistory.push).toHaveBeenCalledWith('/download/');
    mockHistory.push.mockReset();
    const withCtrl = new MouseEvent('click', {bubbles: true, cancelable: true, button: 0, ctrlKey: true});
    // jsdom cannot open a tab: the document (after React's root listener) stops the navigation itself.
    const stop = (event: Event): void => event.preventDefault();
    document.addEventListener('click', stop);
    try {
      fireEvent(link, withCtrl);
    } finally {
      document.removeEventListener('click', stop);
    }
    expect(mockHistory.push).not.toHaveBeenCalled();
  });

  it('while blocked leads home and sends a click home', async () => {
    useUserAgent('android');
    visitor.current = contextFor('android', {downloadBlocked: true});
    render(<DownloadButton />);
    await settle();
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('data-download-source', 'blocked');
    const click = new MouseEvent('click', {bubbles: true, cancelable: true});
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(mockHistory.push).toHaveBeenCalledWith('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('runs the caller’s onClick too', () => {
    visitor.current = contextFor(null);
    // The caller cancels the navigation itself (jsdom cannot navigate).
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    render(<DownloadButton onClick={onClick} />);
    fireEvent.click(screen.getByRole('link'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(mockHistory.push).not.toHaveBeenCalled();
  });
});

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
