import type {Hono} from 'hono';
import type {AssetSource} from './assets';
import {createApp} from './app';

export interface SiteAppOptions {
  assets: AssetSource;
  baseUrl?: string;
  /** Server-side configuration (environment): never published to the browser. */
  env?: Record<string, string | undefined>;
}

/**
 * The site's edge app as deployed: static build + `/api/*` + security headers.
 * This is the one place where those pieces are put together.
 */
export function createSiteApp({assets, baseUrl = '/'}: SiteAppOptions): Hono {
  return createApp({assets, baseUrl});
}
