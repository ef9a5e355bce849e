/**
 * Whether a page needs the app (React and the site's client) as soon as it loads, before the visitor does
 * anything. Most visits do not: the page is complete HTML, and its controls work without JavaScript. The
 * pages that ask for it (`NEEDS_APP_ON_LOAD`) and the visitor rules below do, because they act on their own: a
 * region warning or Ontario dialog to show, downloads to block. (Third-party scripts and the support chat's
 * capacity check and help button need no app: the boot script runs them, `supportChat.ts`.)
 * Each answer comes from the same rule the app itself applies once it runs. Pure: no DOM globals.
 */
import {regionalSettings} from '../data/regionalSettings';
import {findGeolocationRule, type GeoInfo, isDownloadBlocked, visitorModalFor} from '../lib/geolocation';
import type {RuntimeConfig} from '../lib/runtimeConfigDefaults';

export interface PageOnLoad {
  /** the deployed runtime config, or the built-in defaults when it could not be read */
  config: RuntimeConfig;
  /** the visitor's location from `/api/geo`; null when unknown */
  geo: GeoInfo | null;
  /** this page's path inside the site (base URL removed) */
  path: string;
  search: string;
  userAgent: string;
  /** the `closeRM` cookie: the visitor has closed the visitor dialogs for good */
  closeRM: boolean;
  /** the page holds an element marked `NEEDS_APP_ON_LOAD` */
  pageAsksForApp: boolean;
}

export type AppReason = 'page' | 'visitor-dialog' | 'downloads-blocked';

/** The first reason the app must run now, or null when it can wait for the visitor. */
export function appNeededOnLoad(page: PageOnLoad): AppReason | null {
  if (page.pageAsksForApp) return 'page';
  const {config, geo, path} = page;
  const rule = geo ? findGeolocationRule(config.geolocationRules, geo) : null;
  if (
    geo &&
    visitorModalFor({
      siteRegionId: regionalSettings.regionId,
      geo,
      rule,
      closeRM: page.closeRM,
      search: page.search,
      userAgent: page.userAgent,
      whitelisted: geo.whitelisted,
      path,
    }) !== null
  ) {
    return 'visitor-dialog';
  }
  if (isDownloadBlocked(rule, path)) return 'downloads-blocked';
  return null;
}
