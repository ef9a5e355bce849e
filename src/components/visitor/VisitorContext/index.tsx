/** One store of what depends on the visitor, decided after hydration; selector hooks re-render only what they read. */
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {createContext, type ReactNode, useCallback, useContext, useEffect, useState, useSyncExternalStore} from 'react';

import type {GeolocationRule} from '@site/src/data/region';
import {regionalSettings} from '@site/src/data/regionalSettings';
import {readCloseRM, writeCloseRM} from '@site/src/lib/cookies';
import type {DeviceInfo} from '@site/src/lib/deviceInfo';
import {
  findGeolocationRule,
  GEO_WAIT_MS,
  type GeoInfo,
  isDownloadBlocked,
  sitePathOf,
  type VisitorModal,
  visitorModalFor,
} from '@site/src/lib/geolocation';
import {inNextTask} from '@site/src/lib/nextTask';
import {rememberLocale} from '@site/src/lib/rememberLocale';
import {RUNTIME_CONFIG_DEFAULTS, RUNTIME_CONFIG_WAIT_MS, type RuntimeConfig} from '@site/src/lib/runtimeConfigDefaults';
import {createStore, sameRecord, type Store} from '@site/src/lib/store';
import {requestGeo, requestRuntimeConfig} from '@site/src/lib/visitorRequests';

import {answerOrWait} from './answerOrWait';

export type RuntimeConfigStatus = 'loading' | 'remote' | 'default';

interface VisitorState {
  config: RuntimeConfig;
  /** 'loading' until the one fetch has settled or the wait is over; 'default' while the defaults hold */
  configStatus: RuntimeConfigStatus;
  geo: GeoInfo | null;
  /** the geo call has settled (answer or failure), or the page has stopped waiting for it */
  geoReady: boolean;
  device: DeviceInfo | null;
  closeRM: boolean;
  userAgent: string;
}

function createVisitorStore(): Store<VisitorState> {
  return createStore<VisitorState>({
    config: RUNTIME_CONFIG_DEFAULTS,
    configStatus: 'loading',
    geo: null,
    geoReady: false,
    device: null,
    closeRM: false,
    userAgent: '',
  });
}

const VisitorStoreContext = createContext(createVisitorStore());

/** The selector returns a part of the state as it is, never a new object: `Object.is` decides re-renders. */
function useVisitor<S>(select: (state: VisitorState) => S): S {
  const store = useContext(VisitorStoreContext);
  const read = (): S => select(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}

export const useRuntimeConfig = (): RuntimeConfig => useVisitor((state) => state.config);
export const useRuntimeConfigStatus = (): RuntimeConfigStatus => useVisitor((state) => state.configStatus);
export const useGeo = (): GeoInfo | null => useVisitor((state) => state.geo);
export const useGeoReady = (): boolean => useVisitor((state) => state.geoReady);
export const useDevice = (): DeviceInfo | null => useVisitor((state) => state.device);

export function useVisitorSettled(): boolean {
  return useVisitor((state) => state.configStatus !== 'loading' && state.geoReady);
}

function useGeolocationRule(): GeolocationRule | null {
  const rules = useRuntimeConfig().geolocationRules;
  const geo = useGeo();
  return geo ? findGeolocationRule(rules, geo) : null;
}

function useSitePathname(): string {
  const {pathname} = useLocation();
  return sitePathOf(pathname, useDocusaurusContext().siteConfig.baseUrl);
}

/** True while downloads are blocked for the visitor on this page: a BLOCKED rule, off the exempt pages. */
export function useDownloadBlocked(): boolean {
  const settled = useVisitorSettled();
  const rule = useGeolocationRule();
  const path = useSitePathname();
  return settled && isDownloadBlocked(rule, path);
}

export function useVisitorModal(): VisitorModal {
  const closeRM = useVisitor((state) => state.closeRM);
  const userAgent = useVisitor((state) => state.userAgent);
  const settled = useVisitorSettled();
  const geo = useGeo();
  const rule = useGeolocationRule();
  const path = useSitePathname();
  const {search} = useLocation();
  if (!settled || !geo) return null;
  return visitorModalFor({
    siteRegionId: regionalSettings.regionId,
    geo,
    rule,
    closeRM,
    search,
    userAgent,
    whitelisted: geo.whitelisted,
    path,
  });
}

export function useDismissVisitorModal(): () => void {
  const store = useContext(VisitorStoreContext);
  return useCallback(() => {
    writeCloseRM();
    store.set((state) => ({...state, closeRM: true}));
  }, [store]);
}

/** One call each, in parallel, with silent fallbacks; a late answer still applies. Returns what drops it. */
function loadAnswers(store: Store<VisitorState>, baseUrl: string): () => void {
  const patch = (part: Partial<VisitorState>): void => store.set((state) => ({...state, ...part}));
  const configDefaults = {config: RUNTIME_CONFIG_DEFAULTS, configStatus: 'default'} as const;
  const dropConfig = answerOrWait({
    request: requestRuntimeConfig(baseUrl),
    waitMs: RUNTIME_CONFIG_WAIT_MS,
    onWaitedOut: () => patch(configDefaults),
    onAnswer: (config) => patch(config ? {config, configStatus: 'remote'} : configDefaults),
  });
  const dropGeo = answerOrWait({
    request: requestGeo(baseUrl),
    waitMs: GEO_WAIT_MS,
    onWaitedOut: () => patch({geo: null, geoReady: true}),
    onAnswer: (geo) => patch({geo, geoReady: true}),
  });
  return () => {
    dropConfig();
    dropGeo();
  };
}

/** Measured now and again on resize (throttled); the parser loads in its own chunk. */
function watchDevice(store: Store<VisitorState>): () => void {
  let stopped = false;
  let stopListening: (() => void) | undefined;
  import('@site/src/lib/deviceInfo')
    .then((lib) => {
      if (stopped) return;
      const measure = (): void => {
        const next = lib.getDeviceInfo(navigator.userAgent, {
          width: window.innerWidth,
          maxTouchPoints: navigator.maxTouchPoints,
        });
        store.set((state) => (sameRecord(state.device, next) ? state : {...state, device: next}));
      };
      // The first reading in a task of its own: parsing the user agent right after the parser's chunk has
      // been evaluated made one long task of both (measured in a trace of the page load).
      const firstReading = setTimeout(measure, 0);
      const resize = lib.throttleWithRefresh(measure, {
        now: Date.now,
        setTimeout,
        clearTimeout: (handle) => clearTimeout(handle as number),
      });
      window.addEventListener('resize', resize.onEvent, {passive: true});
      stopListening = () => {
        clearTimeout(firstReading);
        window.removeEventListener('resize', resize.onEvent);
        resize.cancel();
      };
    })
    .catch(() => {
      // The chunk failed to load: no device info, nothing depends on it being known.
    });
  return () => {
    stopped = true;
    stopListening?.();
  };
}

export function VisitorContextProvider({children}: {children: ReactNode}): ReactNode {
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale, locales, defaultLocale},
  } = useDocusaurusContext();
  const [store] = useState(createVisitorStore);

  // Each starts in a task of its own after hydration (see inNextTask), not inside React's hydration work.
  useEffect(
    () =>
      inNextTask(() => {
        store.set((state) => ({...state, closeRM: readCloseRM(), userAgent: navigator.userAgent}));
        rememberLocale({currentLocale, locales, defaultLocale});
      }),
    [store, currentLocale, locales, defaultLocale],
  );
  useEffect(() => inNextTask(() => loadAnswers(store, baseUrl)), [store, baseUrl]);
  useEffect(() => inNextTask(() => watchDevice(store)), [store]);

  return <VisitorStoreContext.Provider value={store}>{children}</VisitorStoreContext.Provider>;
}
