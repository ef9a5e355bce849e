/** @jest-environment jsdom */
import {render, screen, waitFor} from '@testing-library/react';
import React, {Profiler, type ReactNode} from 'react';

import {
  useDevice,
  useGeo,
  useRuntimeConfigStatus,
  VisitorContextProvider,
} from '@site/src/components/visitor/VisitorContext';

import {setMockLocation} from '../../mocks/docusaurus/router';

/** One store per concern: a component re-renders only when the concern it reads changes. */

function fakeResponse(body: string): Response {
  return {status: 200, headers: {get: () => null}, text: async () => body, body: null} as unknown as Response;
}

/** Geo answers only when the test says so; the runtime config answers at once. */
function mockFetchWithHeldGeo(): () => void {
  let answerGeo: () => void = () => undefined;
  globalThis.fetch = jest.fn((url: string) =>
    url.includes('api/geo')
      ? new Promise<Response>((resolve) => {
          answerGeo = () => resolve(fakeResponse('{"country":"HU","region":null,"whitelisted":false}'));
        })
      : Promise.resolve(fakeResponse('{}')),
  ) as unknown as typeof fetch;
  return () => answerGeo();
}

/** Commits per reader, counted by React's Profiler (it reports every render of the subtree it wraps). */
const renders = {device: 0, geo: 0};

function count(id: string): void {
  if (id === 'device' || id === 'geo') renders[id] += 1;
}

function DeviceReader(): ReactNode {
  return <output data-testid="device">{useDevice() ? 'known' : 'unknown'}</output>;
}

function GeoReader(): ReactNode {
  return <output data-testid="geo">{useGeo()?.country ?? 'unknown'}</output>;
}

function StatusReader(): ReactNode {
  return <output data-testid="status">{useRuntimeConfigStatus()}</output>;
}

beforeEach(() => {
  setMockLocation({pathname: '/'});
  renders.device = 0;
  renders.geo = 0;
});

it('does not re-render a device reader when the geo arrives, nor a geo reader when the config does', async () => {
  const answerGeo = mockFetchWithHeldGeo();
  render(
    <VisitorContextProvider>
      <Profiler id="device" onRender={count}>
        <DeviceReader />
      </Profiler>
      <Profiler id="geo" onRender={count}>
        <GeoReader />
      </Profiler>
      <StatusReader />
    </VisitorContextProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('device').textContent).toBe('known'));
  await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('remote'));
  const deviceRenders = renders.device;
  // The config has settled and the device is known: neither re-rendered the geo reader.
  expect(renders.geo).toBe(1);

  answerGeo();
  await waitFor(() => expect(screen.getByTestId('geo').textContent).toBe('HU'));
  expect(renders.geo).toBe(2);
  expect(renders.device).toBe(deviceRenders);
});
