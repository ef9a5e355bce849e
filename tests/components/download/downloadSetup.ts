/**
 * The shared setup of the download tests (`DownloadButton.test.tsx`, `DownloadSteps.test.tsx`): the API's
 * links, a visitor context for a device, a fetch answering with those links, and a fresh page before each test
 * that must end without a console error or warning. Each test file mocks `VisitorContext` with `visitorMock`.
 */
import {act} from '@testing-library/react';

import {resetDownloadLinkClient} from '@site/src/components/download/useDownloadLink';
import {getDeviceInfo} from '@site/src/lib/deviceInfo';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';
import {toastStore} from '@site/src/lib/toastStore';

import {USER_AGENTS, type UserAgentName} from '../../fixtures/userAgents';
import {mockHistory} from '../../mocks/docusaurus/router';
import type {VisitorSnapshot} from './visitorMock';

const API_LINKS = {
  links: [
    {type: 2, url: 'https://dl.example.com/ios/main'},
    {type: 6, url: 'https://dl.example.com/ios/alt'},
  ],
};

export function contextFor(name: UserAgentName | null, overrides: Partial<VisitorSnapshot> = {}): VisitorSnapshot {
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

export function useUserAgent(name: UserAgentName): void {
  Object.defineProperty(window.navigator, 'userAgent', {value: USER_AGENTS[name], configurable: true});
}

export function fakeResponse(body: string, status = 200): Response {
  return {status, headers: {get: () => null}, text: async () => body, body: null} as unknown as Response;
}

export const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
let errorSpy: jest.SpyInstance;
let warnSpy: jest.SpyInstance;

beforeEach(() => {
  for (const toast of toastStore.getSnapshot()) toastStore.close(toast.id);
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
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}
