/**
 * A stand-in for the visitor stores in tests of Download controls: every hook reads `visitor.current`,
 * which a test sets before rendering. Use with
 * `jest.mock('@site/src/components/visitor/VisitorContext', () => jest.requireActual('<path>/visitorMock').visitorContextMock)`.
 */
import type {RuntimeConfigStatus} from '@site/src/components/visitor/VisitorContext';
import type {DeviceInfo} from '@site/src/lib/deviceInfo';
import type {GeoInfo} from '@site/src/lib/geolocation';
import {RUNTIME_CONFIG_DEFAULTS, type RuntimeConfig} from '@site/src/lib/runtimeConfigDefaults';

export interface VisitorSnapshot {
  runtimeConfig: RuntimeConfig;
  runtimeConfigStatus: RuntimeConfigStatus;
  geo: GeoInfo | null;
  geoReady: boolean;
  device: DeviceInfo | null;
  downloadBlocked: boolean;
}

export const visitor: {current: VisitorSnapshot} = {
  current: {
    runtimeConfig: RUNTIME_CONFIG_DEFAULTS,
    runtimeConfigStatus: 'loading',
    geo: null,
    geoReady: false,
    device: null,
    downloadBlocked: false,
  },
};

export const visitorContextMock = {
  useRuntimeConfig: () => visitor.current.runtimeConfig,
  useRuntimeConfigStatus: () => visitor.current.runtimeConfigStatus,
  useGeo: () => visitor.current.geo,
  useGeoReady: () => visitor.current.geoReady,
  useDevice: () => visitor.current.device,
  useVisitorSettled: () => visitor.current.geoReady && visitor.current.runtimeConfigStatus !== 'loading',
  useDownloadBlocked: () => visitor.current.downloadBlocked,
};
