/**
 * The shared vocabulary of the site's schema.org structured data (JSON-LD): the block type, where the site
 * is deployed, absolute URLs and the serialiser for inline scripts. Pure: the same input gives the same
 * JSON for every visitor, so the inline scripts are static and their CSP hashes stable.
 */

import {region} from '../../data/region';

export const SCHEMA_CONTEXT = 'https://schema.org';

/** The language every page is written in (the `<html lang>` of the site). */
export const PAGE_LANGUAGE = region.htmlLang;

/** Where the site is deployed: `siteConfig.url` (origin) and `siteConfig.baseUrl` (`/` or `/x/y/`). */
export interface SiteLocation {
  url: string;
  baseUrl: string;
}

/** Front-matter titles of the pages by route (`/`, `/funds/`, …), from the `page-titles` build plugin. */
export type PageTitles = Readonly<Partial<Record<string, string>>>;

/** What the `page-titles` build plugin hands the pages as its global data. */
export interface PageTitlesGlobalData {
  titles: Record<string, string>;
}

/** One top-level JSON-LD block. */
export interface JsonLd {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': string;
  [key: string]: unknown;
}

/** `https://host` + `/base/` + `route` without its leading slash: `/funds/` → `https://host/base/funds/`. */
export function absoluteUrl(site: SiteLocation, route: string): string {
  const origin = site.url.replace(/\/+$/, '');
  const base = site.baseUrl.endsWith('/') ? site.baseUrl : `${site.baseUrl}/`;
  return `${origin}${base}${route.replace(/^\/+/, '')}`;
}

/** A permalink as Docusaurus gives it (with the base URL) back to the site route: `/x/funds/` → `/funds/`. */
export function routeOfPermalink(permalink: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const rest = permalink.startsWith(base) ? permalink.slice(base.length) : permalink.replace(/^\/+/, '');
  if (!rest) return '/';
  return `/${rest.endsWith('/') ? rest : `${rest}/`}`;
}

/** The path segments of a route: `/poker-school/poker-terms/` → `['poker-school', 'poker-terms']`. */
export function routeSegments(route: string): string[] {
  return route.split('/').filter(Boolean);
}

/** An image path of the site (`/img/x.png`) or an absolute URL, as an absolute URL. */
export function absoluteImageUrl(site: SiteLocation, image: string): string {
  return /^https?:\/\//.test(image) ? image : absoluteUrl(site, image);
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` are written as `\u003c`…, so
 * no text can close the script element; U+2028/U+2029 likewise, for old JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
