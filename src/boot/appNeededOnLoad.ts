/**
 * Whether a page needs the app as soon as it loads: the pages that ask for it and the visitor rules that act on
 * their own (a region warning or Ontario dialog, downloads to block), each by the same rule the app applies.
 */
import {regionalSettings} from '../data/regionalSettings';
import {findGeolocationRule, type GeoInfo, isDownloadBlocked, visitorModalFor} from '../lib/geolocation';
import type {RuntimeConfig} from '../lib/runtimeConfigDefaults';

export interface PageOnLoad {
  config: RuntimeConfig;
  geo: GeoInfo | null;
  /** this page's path inside the site (base URL removed) */
  path: string;
  search: string;
  userAgent: string;
  /** the `closeRM` cookie: the visitor has closed the visitor dialogs for good */
  closeRM: boolean;
  pageAsksForApp: boolean;
}

export type AppReason = 'page' | 'visitor-dialog' | 'downloads-blocked';

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
