/**
 * The shared page of the visitor context tests (`VisitorContext*.test.tsx`): a fetch that answers the runtime
 * config and geo requests as a test asks (a reply, a hang, a later answer), a probe that prints
 * what the context knows, the site with its two modals, and a page with no cookies and no console errors.
 */
import {render, screen, waitFor} from '@testing-library/react';
import React from 'react';

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

import {setMockLocation} from '../../mocks/docusaurus/router';

export interface Reply {
  status?: number;
  body?: string;
}
/** `later`: the answer comes when the test resolves the promise. */
export type Answer = Reply | 'hang' | {later: Promise<Reply>};

function fakeResponse(status: number, body: string): Response {
  return {status, headers: {get: () => null}, text: async () => body, body: null} as unknown as Response;
}

export function mockFetch(answers: {config: Answer; geo: Answer}): jest.Mock<Promise<Response>, [string]> {
  const fetchMock = jest.fn((url: string) => {
    const answer = url.includes('runtime-config.json')
      ? answers.config
      : url.includes('api/geo')
        ? answers.geo
        : {status: 404, body: ''};
    if (answer === 'hang') return new Promise<Response>(() => undefined);
    if ('later' in answer) return answer.later.then((reply) => fakeResponse(reply.status ?? 200, reply.body ?? ''));
    return Promise.resolve(fakeResponse(answer.status ?? 200, answer.body ?? ''));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export const config = (rules: Record<string, {ruleType: 'BLOCKED' | 'WARNING'}>) => ({
  body: JSON.stringify({geolocationRules: rules}),
});
export const geo = (country: string | null, region: string | null = null, whitelisted = false) => ({
  body: JSON.stringify({country, region, whitelisted}),
});

export function Probe(): React.ReactNode {
  const status = useRuntimeConfigStatus();
  const geo = useGeo();
  const geoReady = useGeoReady();
  const blocked = useDownloadBlocked();
  const device = useDevice();
  return (
    <div>
      <output data-testid="status">{status}</output>
      <output data-testid="geo">{geoReady ? JSON.stringify(geo) : 'pending'}</output>
      <output data-testid="blocked">{String(blocked)}</output>
      <output data-testid="device">{device ? 'known' : 'unknown'}</output>
    </div>
  );
}

export function renderSite(): void {
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

export async function settled(): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('status').textContent).not.toBe('loading'));
  await waitFor(() => expect(screen.getByTestId('geo').textContent).not.toBe('pending'));
}
