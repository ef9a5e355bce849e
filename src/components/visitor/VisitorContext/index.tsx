/**
 * Visitor context: everything that depends on the visitor, decided after hydration. The static HTML is
 * the same for everyone: until the effects have run, the store holds its defaults (built-in runtime
 * config, geo and device unknown, nothing blocked, no modal).
 *
 * One store, read through selector hooks so a component re-renders only for the part it reads:
 * - the runtime config, `/runtime-config.json` (`useRuntimeConfig`, `useRuntimeConfigStatus`);
 * - the geo, `/api/geo` (`useGeo`, `useGeoReady`);
 * - the device flags (`useDevice`);
 * - the rule and download block built on config + geo (`useDownloadBlocked`, `useVisitorSettled`);
 * - the region warning / Ontario modal and `closeRM` (`useVisitorModal`, `useDismissVisitorModal`);
 * - the locale cookie.
 * Embed mode and build freshness need no React: they live in `src/clientModules/`. The consent manager and the
 * analytics scripts are the boot script's (`src/boot/`), which runs them on every built page.
 */
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
  /** the built-in defaults until the file has been validated, then the file's values */
  config: RuntimeConfig;
  /** 'loading' until the one fetch has settled or the wait is over; 'default' while the defaults hold */
  configStatus: RuntimeConfigStatus;
  /** null until known, or when the call failed */
  geo: GeoInfo | null;
  /** the geo call has settled (answer or failure), or the page has stopped waiting for it */
  geoReady: boolean;
  /** null until hydrated */
  device: DeviceInfo | null;
  /** cookie closeRM = 1 */
  closeRM: boolean;
  /** empty until hydrated */
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

/**
 * Reads one part of the store and re-renders only when that part changes (compared with `Object.is`): the
 * selector returns a part of the state as it is (a field, a flag), never a new object.
 */
function useVisitor<S>(select: (state: VisitorState) => S): S {
  const store = useContext(VisitorStoreContext);
  const read = (): S => select(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}

export const useRuntimeConfig = (): RuntimeConfig => useVisitor((state) => state.config);
export const useRuntimeConfigStatus = (): RuntimeConfigStatus => useVisitor((state) => state.configStatus);
export const useGeo = (): GeoInfo | null => useVisitor((state) => state.geo);
export const useGeoReady = (): boolean => useVisitor((state) => state.geoReady);
/** Device flags; null until hydrated. */
export const useDevice = (): DeviceInfo | null => useVisitor((state) => state.device);

/** True once the runtime config and the geo call have both settled. */
export function useVisitorSettled(): boolean {
  return useVisitor((state) => state.configStatus !== 'loading' && state.geoReady);
}

/** The geolocation rule for the visitor's country or region; null while unknown or when none applies. */
function useGeolocationRule(): GeolocationRule | null {
  const rules = useRuntimeConfig().geolocationRules;
  const geo = useGeo();
  return geo ? findGeolocationRule(rules, geo) : null;
}

/** This page's path inside the site (base URL removed). */
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

/** The visitor modal to show now (null until config and geo have settled); the decision is `visitorModalFor`. */
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

/** Closes the visitor modal for good: stores closeRM=1. */
export function useDismissVisitorModal(): () => void {
  const store = useContext(VisitorStoreContext);
  return useCallback(() => {
    writeCloseRM();
    store.set((state) => ({...state, closeRM: true}));
  }, [store]);
}

/**
 * Runtime config and geo: one call each, in parallel, with silent fallbacks. Each waits at most its `*_WAIT_MS`,
 * and a late answer still applies (`answerOrWait.ts`). Returns a function that drops a late answer.
 */
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

/**
 * The device flags from the user agent and viewport, measured now and again on resize (throttled); the parser
 * loads in its own chunk. Returns the function that stops listening.
 */
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
        // Same flags: keep the old state, so nobody re-renders.
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
