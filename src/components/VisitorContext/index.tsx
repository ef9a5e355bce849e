/**
 * Visitor context (issue 4): everything that depends on the visitor, decided after hydration — runtime
 * config (fetched once), geo (`/api/geo`), device info, cookies — and the decisions built on them
 * (visitor modal, download blocked). The static HTML is the same for everyone: until the effects have
 * run, the context holds the built-in defaults, `geo: null`, `device: null`, nothing blocked.
 *
 * Consumers: `useVisitorContext()` (runtimeConfig, geo, geoReady, device, downloadBlocked …),
 * `useDownloadBlocked()`, and `src/hooks/useDownloadGuard.ts` for Download controls.
 */
import React, {createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {RUNTIME_CONFIG_DEFAULTS, RUNTIME_CONFIG_PATH, RUNTIME_CONFIG_TIMEOUT_MS, MAX_RUNTIME_CONFIG_CHARS, type RuntimeConfig} from '@site/src/lib/runtimeConfigDefaults';
import {fetchJson} from '@site/src/lib/fetchWithTimeout';
import {
  GEO_API_PATH,
  GEO_TIMEOUT_MS,
  findGeolocationRule,
  isDownloadBlocked,
  parseGeoResponse,
  sitePathOf,
  visitorModalFor,
  type GeoInfo,
  type VisitorModal,
} from '@site/src/lib/geolocation';
import {readCloseRM, readLocaleCookie, writeCloseRM, writeLocaleCookie} from '@site/src/lib/cookies';
import {detectLocale} from '@site/src/lib/localeDetection';
import {planThirdParty} from '@site/src/lib/thirdParty';
import type {Breakpoint, DeviceInfo} from '@site/src/lib/deviceInfo';
import {regionalSettings} from '@site/src/data/regionalSettings';

export type RuntimeConfigStatus = 'loading' | 'remote' | 'default';

export interface VisitorContextValue {
  /** the built-in defaults until `/runtime-config.json` has been validated, then the file's values */
  runtimeConfig: RuntimeConfig;
  /** 'loading' until the one fetch has settled; 'default' when it failed and the defaults stay */
  runtimeConfigStatus: RuntimeConfigStatus;
  /** visitor's country/region/whitelist; null until known, or when `/api/geo` failed */
  geo: GeoInfo | null;
  /** the geo call has settled (answer or failure) */
  geoReady: boolean;
  /** device flags from the UA; null until hydrated */
  device: DeviceInfo | null;
  /** layout class of the viewport; null until hydrated */
  breakpoint: Breakpoint | null;
  /** cookie closeRM = 1 */
  closeRM: boolean;
  /** spec §4: a BLOCKED rule applies and this path is not home, download or poker school */
  downloadBlocked: boolean;
  /** the visitor modal to show now */
  visitorModal: VisitorModal;
  /** closes the visitor modal for good: stores closeRM=1 */
  dismissVisitorModal: () => void;
}

const DEFAULT_VALUE: VisitorContextValue = {
  runtimeConfig: RUNTIME_CONFIG_DEFAULTS,
  runtimeConfigStatus: 'loading',
  geo: null,
  geoReady: false,
  device: null,
  breakpoint: null,
  closeRM: false,
  downloadBlocked: false,
  visitorModal: null,
  dismissVisitorModal: () => undefined,
};

const VisitorContext = createContext<VisitorContextValue>(DEFAULT_VALUE);

export function useVisitorContext(): VisitorContextValue {
  return useContext(VisitorContext);
}

/** True while downloads are blocked for the visitor on this page (spec §4). */
export function useDownloadBlocked(): boolean {
  return useContext(VisitorContext).downloadBlocked;
}

function withBase(baseUrl: string, path: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${path}`;
}

function useDevice(): {device: DeviceInfo | null; breakpoint: Breakpoint | null} {
  const [state, setState] = useState<{device: DeviceInfo | null; breakpoint: Breakpoint | null}>({
    device: null,
    breakpoint: null,
  });
  useEffect(() => {
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    import('@site/src/lib/deviceInfo')
      .then((lib) => {
        if (cancelled) return;
        const measure = (): void => {
          const width = window.innerWidth;
          const device = lib.getDeviceInfo(navigator.userAgent, {width, maxTouchPoints: navigator.maxTouchPoints});
          const breakpoint = lib.breakpointOf(width);
          setState((current) =>
            current.breakpoint === breakpoint && lib.sameDeviceInfo(current.device, device) ? current : {device, breakpoint},
          );
        };
        measure();
        const resize = lib.throttleWithRefresh(measure, {
          now: () => Date.now(),
          setTimeout: (fn, ms) => window.setTimeout(fn, ms),
          clearTimeout: (handle) => window.clearTimeout(handle as number),
        });
        window.addEventListener('resize', resize.onEvent, {passive: true});
        cleanup = () => {
          window.removeEventListener('resize', resize.onEvent);
          resize.cancel();
        };
      })
      .catch(() => {
        // The chunk failed to load: no device info, nothing depends on it being known.
      });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, []);
  return state;
}

export interface VisitorContextProviderProps {
  children: ReactNode;
  /** this site's region id; default from the regional settings (GGPHU) */
  siteRegionId?: string;
}

export function VisitorContextProvider({children, siteRegionId = regionalSettings.regionId}: VisitorContextProviderProps): ReactNode {
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale, locales, defaultLocale},
  } = useDocusaurusContext();
  const location = useLocation();
  const {device, breakpoint} = useDevice();

  const [config, setConfig] = useState<{value: RuntimeConfig; status: RuntimeConfigStatus}>({
    value: RUNTIME_CONFIG_DEFAULTS,
    status: 'loading',
  });
  const [geoState, setGeoState] = useState<{geo: GeoInfo | null; ready: boolean}>({geo: null, ready: false});
  const [closeRM, setCloseRM] = useState(false);
  const [userAgent, setUserAgent] = useState('');

  // Cookies, user agent and locale: read once after hydration.
  useEffect(() => {
    setCloseRM(readCloseRM());
    setUserAgent(navigator.userAgent);
    const cookie = readLocaleCookie(locales);
    const {locale} = detectLocale({
      cookie,
      browserLanguages: navigator.languages ?? [navigator.language],
      locales,
      defaultLocale,
    });
    // Only one locale exists: detection always agrees with the page; remember it like the i18n layer does.
    if (!cookie && locale === currentLocale) writeLocaleCookie(currentLocale, locales);
  }, [currentLocale, defaultLocale, locales]);

  // Runtime config and geo: one call each, in parallel, with timeouts and silent fallbacks.
  useEffect(() => {
    let cancelled = false;
    import('@site/src/lib/runtimeConfig')
      .then((lib) =>
        fetchJson(withBase(baseUrl, RUNTIME_CONFIG_PATH), {
          timeoutMs: RUNTIME_CONFIG_TIMEOUT_MS,
          maxBytes: MAX_RUNTIME_CONFIG_CHARS,
          parse: lib.runtimeConfigOrNull,
          init: {credentials: 'same-origin'},
        }),
      )
      .then((result) => {
        if (cancelled) return;
        setConfig(result.ok ? {value: result.data, status: 'remote'} : {value: RUNTIME_CONFIG_DEFAULTS, status: 'default'});
      })
      .catch(() => {
        if (!cancelled) setConfig({value: RUNTIME_CONFIG_DEFAULTS, status: 'default'});
      });
    fetchJson(withBase(baseUrl, GEO_API_PATH), {
      timeoutMs: GEO_TIMEOUT_MS,
      maxBytes: 1024,
      parse: parseGeoResponse,
      init: {cache: 'no-store', credentials: 'same-origin'},
    })
      .then((result) => {
        if (!cancelled) setGeoState({geo: result.ok ? result.data : null, ready: true});
      })
      .catch(() => {
        if (!cancelled) setGeoState({geo: null, ready: true});
      });
    return () => {
      cancelled = true;
    };
  }, [baseUrl]);

  const settled = config.status !== 'loading' && geoState.ready;

  // Third-party scripts: once, when config and geo are both known.
  const thirdPartyStarted = useRef(false);
  useEffect(() => {
    if (!settled || thirdPartyStarted.current) return;
    thirdPartyStarted.current = true;
    const steps = planThirdParty({
      ids: config.value.thirdParty,
      gdprCountries: config.value.gdprCountries,
      country: geoState.geo?.country ?? null,
      region: geoState.geo?.region ?? null,
      search: window.location.search,
    });
    if (steps.length === 0) return;
    import('./thirdPartyDom')
      .then((dom) => dom.runThirdPartySteps(steps))
      .catch(() => undefined);
  }, [settled, config.value, geoState.geo]);

  const path = sitePathOf(location.pathname, baseUrl);
  const rule = useMemo(
    () => (geoState.geo ? findGeolocationRule(config.value.geolocationRules, geoState.geo) : null),
    [config.value.geolocationRules, geoState.geo],
  );

  const downloadBlocked = settled && isDownloadBlocked(rule, path);
  const visitorModal: VisitorModal =
    settled && geoState.geo
      ? visitorModalFor({
          siteRegionId,
          geo: geoState.geo,
          rule,
          closeRM,
          search: location.search,
          userAgent,
          whitelisted: geoState.geo.whitelisted,
          path,
        })
      : null;

  const dismissVisitorModal = useCallback(() => {
    writeCloseRM();
    setCloseRM(true);
  }, []);

  const value = useMemo<VisitorContextValue>(
    () => ({
      runtimeConfig: config.value,
      runtimeConfigStatus: config.status,
      geo: geoState.geo,
      geoReady: geoState.ready,
      device,
      breakpoint,
      closeRM,
      downloadBlocked,
      visitorModal,
      dismissVisitorModal,
    }),
    [config, geoState, device, breakpoint, closeRM, downloadBlocked, visitorModal, dismissVisitorModal],
  );

  return <VisitorContext.Provider value={value}>{children}</VisitorContext.Provider>;
}

export default VisitorContextProvider;
