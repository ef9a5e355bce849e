/**
 * Decisions built on the runtime config and the geo: which geolocation rule applies to the visitor, and
 * whether downloads are blocked on this page. Nothing is decided until both have settled, so the first
 * render (and the static HTML) never blocks anything.
 */
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useMemo} from 'react';

import type {GeolocationRule} from '@site/src/data/region';
import {findGeolocationRule, isDownloadBlocked, sitePathOf} from '@site/src/lib/geolocation';

import {useGeo, useGeoReady} from './geo';
import {useRuntimeConfig, useRuntimeConfigStatus} from './runtimeConfig';

/** True once the runtime config and the geo call have both settled. */
export function useVisitorSettled(): boolean {
  const status = useRuntimeConfigStatus();
  const geoReady = useGeoReady();
  return status !== 'loading' && geoReady;
}

/** The geolocation rule for the visitor's country or region; null while unknown or when none applies. */
export function useGeolocationRule(): GeolocationRule | null {
  const rules = useRuntimeConfig().geolocationRules;
  const geo = useGeo();
  return useMemo(() => (geo ? findGeolocationRule(rules, geo) : null), [rules, geo]);
}

/** This page's path inside the site (base URL removed). */
export function useSitePathname(): string {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  return sitePathOf(pathname, baseUrl);
}

/** True while downloads are blocked for the visitor on this page: a BLOCKED rule, off the exempt pages. */
export function useDownloadBlocked(): boolean {
  const settled = useVisitorSettled();
  const rule = useGeolocationRule();
  const path = useSitePathname();
  return settled && isDownloadBlocked(rule, path);
}
