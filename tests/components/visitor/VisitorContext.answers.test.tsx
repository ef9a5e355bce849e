/** @jest-environment jsdom */
import {act, screen} from '@testing-library/react';

import {RUNTIME_CONFIG_DEFAULTS, RUNTIME_CONFIG_WAIT_MS} from '@site/src/lib/runtimeConfigDefaults';
import {VISITOR_ANSWER_LIMIT_MS} from '@site/src/lib/visitorRequests';

import {setMockLocation} from '../../mocks/docusaurus/router';
import {Answer, config, geo, mockFetch, renderSite, Reply, settled} from './visitorContextPage';

// The visitor context when its answers fail or come late, where the browser suite (tests/e2e/visitor-context.spec.ts:
// failed, hanging and late geo answers) does not reach: defaults for a broken config, a late config still
// applied, and a request given up after its limit.
describe('VisitorContextProvider', () => {
  // The reading and checking of an answer has its own tests (fetchWithTimeout, runtimeConfig): here one answer that
  // fails and one the validator refuses reach the same defaults.
  it.each<[string, {config: Answer; geo: Answer}]>([
    ['config 500', {config: {status: 500, body: 'error'}, geo: geo('FR')}],
    ['config with wrong types', {config: {body: '{"geolocationRules": {"FR": {"ruleType": 1}}}'}, geo: geo('FR')}],
  ])('keeps the defaults silently on %s', async (_name, answers) => {
    mockFetch(answers);
    renderSite();
    await settled();
    expect(screen.getByTestId('status').textContent).toBe('default');
    // FR is a WARNING country in the defaults too.
    expect(RUNTIME_CONFIG_DEFAULTS.geolocationRules.FR).toEqual({ruleType: 'WARNING'});
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
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
