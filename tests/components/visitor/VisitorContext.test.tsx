import {act, render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';

import useDownloadGuard from '@site/src/components/download/useDownloadGuard';
import OntarioModal from '@site/src/components/visitor/OntarioModal';
import RegionWarningModal from '@site/src/components/visitor/RegionWarningModal';
import {
  useDevice,
  useDownloadBlocked,
  useGeo,
  useGeoReady,
  useRuntimeConfigStatus,
  VisitorContextProvider,
} from '@site/src/components/visitor/VisitorContext';
import {GEO_WAIT_MS} from '@site/src/lib/geolocation';
import {RUNTIME_CONFIG_DEFAULTS, RUNTIME_CONFIG_WAIT_MS} from '@site/src/lib/runtimeConfigDefaults';
import {VISITOR_ANSWER_LIMIT_MS} from '@site/src/lib/visitorRequests';

import {mockHistory, setMockLocation} from '../../mocks/docusaurus/router';

interface Reply {
  status?: number;
  body?: string;
}
/** `later`: the answer comes when the test resolves the promise. */
type Answer = Reply | 'network' | 'hang' | {later: Promise<Reply>};

function fakeResponse(status: number, body: string): Response {
  return {status, headers: {get: () => null}, text: async () => body, body: null} as unknown as Response;
}

function mockFetch(answers: {config: Answer; geo: Answer}): jest.Mock<Promise<Response>, [string]> {
  const fetchMock = jest.fn((url: string) => {
    const answer = url.includes('runtime-config.json')
      ? answers.config
      : url.includes('api/geo')
        ? answers.geo
        : {status: 404, body: ''};
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') return new Promise<Response>(() => undefined);
    if ('later' in answer) return answer.later.then((reply) => fakeResponse(reply.status ?? 200, reply.body ?? ''));
    return Promise.resolve(fakeResponse(answer.status ?? 200, answer.body ?? ''));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const config = (rules: Record<string, {ruleType: 'BLOCKED' | 'WARNING'}>) => ({
  body: JSON.stringify({geolocationRules: rules}),
});
const geo = (country: string | null, region: string | null = null, whitelisted = false) => ({
  body: JSON.stringify({country, region, whitelisted}),
});

function Probe(): React.ReactNode {
  const status = useRuntimeConfigStatus();
  const geo = useGeo();
  const geoReady = useGeoReady();
  const blocked = useDownloadBlocked();
  const device = useDevice();
  const guard = useDownloadGuard();
  return (
    <div>
      <output data-testid="status">{status}</output>
      <output data-testid="geo">{geoReady ? JSON.stringify(geo) : 'pending'}</output>
      <output data-testid="blocked">{String(blocked)}</output>
      <output data-testid="device">{device ? 'known' : 'unknown'}</output>
      <a href="/download/" onClick={guard.onClick}>
        download
      </a>
    </div>
  );
}

function renderSite(): void {
  render(
    <VisitorContextProvider>
      <Probe />
      <RegionWarningModal />
      <OntarioModal />
    </VisitorContextProvider>,
  );
}

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

let consoleError: jest.SpyInstance;
let consoleWarn: jest.SpyInstance;

beforeEach(() => {
  clearCookies();
  setMockLocation({pathname: '/'});
  consoleError = jest.spyOn(console, 'error');
  consoleWarn = jest.spyOn(console, 'warn');
});

afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  expect(consoleWarn).not.toHaveBeenCalled();
  consoleError.mockRestore();
  consoleWarn.mockRestore();
  jest.useRealTimers();
});

async function settled(): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('status').textContent).not.toBe('loading'));
  await waitFor(() => expect(screen.getByTestId('geo').textContent).not.toBe('pending'));
}

describe('VisitorContextProvider', () => {
  it('fetches the runtime config and geo once each, and knows the device', async () => {
    const fetchMock = mockFetch({config: config({}), geo: geo('HU')});
    renderSite();
    await settled();
    expect(screen.getByTestId('status').textContent).toBe('remote');
    expect(screen.getByTestId('geo').textContent).toBe('{"country":"HU","region":null,"whitelisted":false}');
    await waitFor(() => expect(screen.getByTestId('device').textContent).toBe('known'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(['/api/geo', '/runtime-config.json']);
  });

  it('opens the warning on home for a WARNING country; OK stores closeRM=1', async () => {
    mockFetch({config: config({FR: {ruleType: 'WARNING'}}), geo: geo('FR')});
    renderSite();
    const dialog = await screen.findByRole('dialog', {name: 'Nem elérhető az országodban'});
    expect(dialog).toHaveTextContent('nem kínálunk valódi pénzes szerencsejátékot');
    await userEvent.click(screen.getByRole('button', {name: 'Rendben'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.cookie).toContain('closeRM=1');
  });

  it('closes the warning with X as well', async () => {
    mockFetch({config: config({FR: {ruleType: 'WARNING'}}), geo: geo('FR')});
    renderSite();
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', {name: 'Figyelmeztetés bezárása'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.cookie).toContain('closeRM=1');
  });

  it('does not open the warning with closeRM=1, off home/download, or whitelisted', async () => {
    document.cookie = 'closeRM=1; path=/';
    mockFetch({config: config({FR: {ruleType: 'WARNING'}}), geo: geo('FR')});
    renderSite();
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('treats a tampered closeRM as absent', async () => {
    document.cookie = 'closeRM=true; path=/';
    mockFetch({config: config({FR: {ruleType: 'WARNING'}}), geo: geo('FR')});
    renderSite();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('does not open the warning on another page or for a whitelisted visitor', async () => {
    setMockLocation({pathname: '/about-us/'});
    mockFetch({config: config({FR: {ruleType: 'WARNING'}}), geo: geo('FR')});
    renderSite();
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open the warning for a whitelisted visitor', async () => {
    mockFetch({config: config({FR: {ruleType: 'WARNING'}}), geo: geo('FR', null, true)});
    renderSite();
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the Ontario modal with the query carried to the Canadian site; continue stores closeRM=1', async () => {
    setMockLocation({pathname: '/funds/', search: '?btag=a b&x=<script>'});
    mockFetch({config: config({}), geo: geo('CA', 'ON')});
    renderSite();
    const dialog = await screen.findByRole('dialog', {name: 'Úgy tűnik, Ontarióban tartózkodsz'});
    expect(dialog.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('link', {name: 'Tovább az ontariói oldalra'})).toHaveAttribute(
      'href',
      'https://www.ggpoker.ca/?btag=a+b&x=%3Cscript%3E',
    );
    await userEvent.click(screen.getByRole('button', {name: 'Folytatás'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.cookie).toContain('closeRM=1');
  });

  it('blocks downloads off home/download/poker-school for a BLOCKED country and sends the click home', async () => {
    setMockLocation({pathname: '/funds/'});
    mockFetch({config: config({US: {ruleType: 'BLOCKED'}}), geo: geo('US')});
    renderSite();
    await waitFor(() => expect(screen.getByTestId('blocked').textContent).toBe('true'));
    mockHistory.push.mockClear();
    await userEvent.click(screen.getByRole('link', {name: 'download'}));
    expect(mockHistory.push).toHaveBeenCalledWith('/');
  });

  it('does not block on the poker school', async () => {
    setMockLocation({pathname: '/poker-school/poker-terms/'});
    mockFetch({config: config({US: {ruleType: 'BLOCKED'}}), geo: geo('US')});
    renderSite();
    await settled();
    expect(screen.getByTestId('blocked').textContent).toBe('false');
  });

  it.each<[string, {config: Answer; geo: Answer}]>([
    ['config 500', {config: {status: 500, body: 'error'}, geo: geo('FR')}],
    ['config not JSON', {config: {body: '<html>'}, geo: geo('FR')}],
    ['config with wrong types', {config: {body: '{"geolocationRules": {"FR": {"ruleType": 1}}}'}, geo: geo('FR')}],
    ['config huge', {config: {body: `{"x":"${'a'.repeat(70000)}"}`}, geo: geo('FR')}],
    ['config network error', {config: 'network', geo: geo('FR')}],
  ])('keeps the defaults silently on %s', async (_name, answers) => {
    mockFetch(answers);
    renderSite();
    await settled();
    expect(screen.getByTestId('status').textContent).toBe('default');
    // FR is a WARNING country in the defaults too.
    expect(RUNTIME_CONFIG_DEFAULTS.geolocationRules.FR).toEqual({ruleType: 'WARNING'});
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it.each<[string, Answer]>([
    ['geo 500', {status: 500, body: 'x'}],
    ['geo not JSON', {body: 'nope'}],
    ['geo with a hostile country', {body: '{"country":"<img src=x>","region":null,"whitelisted":false}'}],
    ['geo network error', 'network'],
  ])('shows nothing geo-dependent on %s', async (_name, answer) => {
    mockFetch({config: config({FR: {ruleType: 'WARNING'}}), geo: answer});
    renderSite();
    await settled();
    expect(screen.getByTestId('geo').textContent).toBe('null');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives up on a geo call that never answers', async () => {
    jest.useFakeTimers();
    mockFetch({config: config({FR: {ruleType: 'WARNING'}}), geo: 'hang'});
    renderSite();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(GEO_WAIT_MS + 100);
    });
    expect(screen.getByTestId('geo').textContent).toBe('null');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the region warning for a geo answer that comes after the page stopped waiting for it', async () => {
    jest.useFakeTimers();
    let answer: (reply: Reply) => void = () => undefined;
    mockFetch({
      config: config({FR: {ruleType: 'WARNING'}}),
      geo: {later: new Promise((resolve) => (answer = resolve))},
    });
    renderSite();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(GEO_WAIT_MS + 100);
    });
    // The wait is over (the download link goes ahead without the country), and nothing is decided yet.
    expect(screen.getByTestId('geo').textContent).toBe('null');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      answer(geo('FR'));
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('geo').textContent).toBe('{"country":"FR","region":null,"whitelisted":false}');
    jest.useRealTimers();
    expect(await screen.findByRole('dialog', {name: 'Nem elérhető az országodban'})).toBeInTheDocument();
  });

  it('blocks downloads for a runtime config that comes after the page stopped waiting for it', async () => {
    jest.useFakeTimers();
    let answer: (reply: Reply) => void = () => undefined;
    mockFetch({config: {later: new Promise((resolve) => (answer = resolve))}, geo: geo('BE')});
    setMockLocation({pathname: '/poker-games/'});
    renderSite();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(RUNTIME_CONFIG_WAIT_MS + 100);
    });
    expect(screen.getByTestId('status').textContent).toBe('default');
    expect(screen.getByTestId('blocked').textContent).toBe('false');
    await act(async () => {
      answer(config({BE: {ruleType: 'BLOCKED'}}));
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('status').textContent).toBe('remote');
    expect(screen.getByTestId('blocked').textContent).toBe('true');
  });

  it('gives up a geo request whose connection hangs, after VISITOR_ANSWER_LIMIT_MS', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch({config: config({}), geo: 'hang'});
    renderSite();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    const geoCall = fetchMock.mock.calls.findIndex(([url]) => url.includes('api/geo'));
    const signal = (fetchMock.mock.calls[geoCall] as unknown as [string, RequestInit])[1].signal!;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(VISITOR_ANSWER_LIMIT_MS - 100);
    });
    expect(signal.aborted).toBe(false);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(signal.aborted).toBe(true);
    expect(screen.getByTestId('geo').textContent).toBe('null');
  });

  it('gives defaults to consumers outside the provider', () => {
    render(<Probe />);
    expect(screen.getByTestId('status').textContent).toBe('loading');
    expect(screen.getByTestId('blocked').textContent).toBe('false');
  });
});
