/**
 * Build-time environment: where the site is deployed and whether this build is a branch preview.
 * One home for these rules; `docusaurus.config.ts`, the edge server and the tests read them here.
 */
export interface SiteEnv {
  /** Absolute origin of the deployment, without trailing slash. */
  url: string;
  /** Path prefix of the deployment, always starting and ending with a slash. */
  baseUrl: string;
  /** A branch preview: adds `noindex` and the preview ribbon. */
  isPreview: boolean;
  /** Image CDN base (`IMAGE_CDN_URL`, https only) replacing the local responsive images; empty = local. */
  imageCdnBaseUrl: string;
}

export const PRODUCTION_URL = 'https://www.ggpoker.hu';

/** Normalises a base path to `/x/y/` form; anything unusable falls back to `/`. */
export function normaliseBaseUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (!value || !/^[A-Za-z0-9/_.-]+$/.test(value) || value.includes('..')) {
    return '/';
  }
  const withLead = value.startsWith('/') ? value : `/${value}`;
  const collapsed = withLead.replace(/\/{2,}/g, '/');
  return collapsed.endsWith('/') ? collapsed : `${collapsed}/`;
}

/** Accepts only an http(s) origin; anything else falls back to production. */
export function normaliseSiteUrl(raw: string | undefined): string {
  if (!raw) return PRODUCTION_URL;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return PRODUCTION_URL;
    return parsed.origin;
  } catch {
    return PRODUCTION_URL;
  }
}

/** Accepts only an https base URL without query or fragment; anything else means "no CDN". */
export function normaliseCdnUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  return /^https:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(value) ? value.replace(/\/+$/, '') : '';
}

/** `PREVIEW=1`/`true`/`yes` turns a build into a preview. */
export function isPreviewFlag(raw: string | undefined): boolean {
  return /^(1|true|yes)$/i.test((raw ?? '').trim());
}

export function readSiteEnv(env: Record<string, string | undefined>): SiteEnv {
  return {
    url: normaliseSiteUrl(env.SITE_URL),
    baseUrl: normaliseBaseUrl(env.BASE_URL),
    isPreview: isPreviewFlag(env.PREVIEW),
    imageCdnBaseUrl: normaliseCdnUrl(env.IMAGE_CDN_URL),
  };
}
