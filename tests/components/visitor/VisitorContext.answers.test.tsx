import {act, screen} from '@testing-library/react';

import {GEO_WAIT_MS} from '@site/src/lib/geolocation';
import {RUNTIME_CONFIG_DEFAULTS, RUNTIME_CONFIG_WAIT_MS} from '@site/src/lib/runtimeConfigDefaults';
import {VISITOR_ANSWER_LIMIT_MS} from '@site/src/lib/visitorRequests';

import {setMockLocation} from '../../mocks/docusaurus/router';
import {Answer, config, geo, mockFetch, renderSite, Reply, settled} from './visitorContextPage';

// The visitor context when its answers fail or come late: defaults for a broken answer, a request given up
// after its wait, and a late answer still applied.
describe('VisitorContextProvider', () => {
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
});
