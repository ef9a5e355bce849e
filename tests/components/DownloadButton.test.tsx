import React from 'react';
import {renderToString} from 'react-dom/server';
import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import DownloadButton from '@site/src/components/DownloadButton';
import DownloadSteps from '@site/src/components/DownloadSteps';
import {resetDownloadLinkClient} from '@site/src/hooks/useDownloadLink';
import type {VisitorContextValue} from '@site/src/components/VisitorContext';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';
import {getDeviceInfo} from '@site/src/lib/deviceInfo';
import {DOWNLOAD_CACHE_PREFIX} from '@site/src/lib/downloadLinks';
import {mockHistory} from '../mocks/docusaurus/router';
import {USER_AGENTS, type UserAgentName} from '../fixtures/userAgents';

let mockContext: VisitorContextValue;

jest.mock('@site/src/components/VisitorContext', () => ({
  useVisitorContext: () => mockContext,
  useDownloadBlocked: () => mockContext.downloadBlocked,
}));

const API_LINKS = {
  links: [
    {type: 2, url: 'https://dl.example.com/ios/main'},
    {type: 6, url: 'https://dl.example.com/ios/alt'},
  ],
};

function contextFor(name: UserAgentName | null, overrides: Partial<VisitorContextValue> = {}): VisitorContextValue {
  return {
    runtimeConfig: {...RUNTIME_CONFIG_DEFAULTS, desktopInstallerBaseUrl: 'https://installer.example.com/gg/'},
    runtimeConfigStatus: 'remote',
    geo: {country: 'HU', region: null, whitelisted: false},
    geoReady: true,
    device: name ? getDeviceInfo(USER_AGENTS[name], {width: 390}) : null,
    breakpoint: 'mobile',
    closeRM: false,
    downloadBlocked: false,
    visitorModal: null,
    dismissVisitorModal: () => undefined,
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
    mockContext = contextFor('iphoneSafari');
    const html = renderToString(<DownloadButton />);
    expect(html).toContain('href="/download/"');
    expect(html).toContain('Letöltés');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('upgrades to the API primary link on an iPhone, with one request for every control', async () => {
    useUserAgent('iphoneSafari');
    mockContext = contextFor('iphoneSafari');
    render(
      <>
        <DownloadButton variant="header" />
        <DownloadButton variant="bare">Regisztráció</DownloadButton>
        <DownloadButton variant="block" />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('link', {name: 'Regisztráció'})).toHaveAttribute('href', 'https://dl.example.com/ios/main'));
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
    mockContext = contextFor('android', {geo: null});
    render(<DownloadButton />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/download-url?brandAlias=GGPoker&platform=android&country=HU');
  });

  it('waits for geo and runtime config before asking', async () => {
    useUserAgent('android');
    mockContext = contextFor('android', {geoReady: false, geo: null});
    const {rerender} = render(<DownloadButton />);
    await settle();
    mockContext = contextFor('android', {runtimeConfigStatus: 'loading'});
    rerender(<DownloadButton />);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    mockContext = contextFor('android', {geo: {country: 'AT', region: null, whitelisted: false}});
    rerender(<DownloadButton />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toContain('country=AT');
  });

  it.each<[UserAgentName, string]>([
    ['windows', 'https://installer.example.com/gg/GGPokerSetup.exe'],
    ['macos', 'https://installer.example.com/gg/GGPoker.dmg'],
  ])('gives %s the installer from desktopInstallerBaseUrl without calling the API', async (name, expected) => {
    useUserAgent(name);
    mockContext = contextFor(name);
    render(<DownloadButton />);
    await waitFor(() => expect(screen.getByRole('link')).toHaveAttribute('href', expected));
    expect(screen.getByRole('link')).toHaveAttribute('data-download-source', 'installer');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the download page for a crawler and before the device is known', async () => {
    useUserAgent('googlebot');
    mockContext = contextFor('googlebot');
    render(<DownloadButton />);
    await settle();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/download/');
    mockContext = contextFor(null);
    render(<DownloadButton>Másik</DownloadButton>);
    await settle();
    expect(screen.getByRole('link', {name: 'Másik'})).toHaveAttribute('href', '/download/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('keeps the download page silently', () => {
    beforeEach(() => {
      useUserAgent('android');
      mockContext = contextFor('android');
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

  it('while blocked leads home and sends a click home', async () => {
    useUserAgent('android');
    mockContext = contextFor('android', {downloadBlocked: true});
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
    mockContext = contextFor(null);
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
    mockContext = contextFor(null);
    render(<DownloadSteps />);
    const headings = screen.getAllByRole('heading', {level: 3}).map((h) => h.textContent);
    expect(headings).toEqual(['Töltsd le és telepítsd', 'Hozz létre ingyenes fiókot', 'Kezdj el játszani']);
    expect(screen.getByRole('link', {name: 'Letöltés'})).toHaveAttribute('href', '/download/');
    expect(screen.getByRole('link', {name: 'Rendszerkövetelmények'})).toHaveAttribute('href', '#rendszerkovetelmenyek');
  });

  it('offers the type 6 alternative once the API gave one', async () => {
    useUserAgent('iphoneChrome');
    mockContext = contextFor('iphoneChrome');
    render(<DownloadSteps />);
    await waitFor(() =>
      expect(screen.getByRole('link', {name: 'Alternatív letöltés'})).toHaveAttribute('href', 'https://dl.example.com/ios/alt'),
    );
    expect(screen.getByRole('link', {name: 'Letöltés'})).toHaveAttribute('href', 'https://dl.example.com/ios/main');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
