/**
 * Build-time environment: where the site is deployed and whether this build is a branch preview.
 * One home for these rules; `docusaurus.config.ts`, the edge server and the tests read them here.
 */
import {region} from './data/region';

export interface SiteEnv {
  /** Absolute origin of the deployment, without trailing slash. */
  url: string;
  /** Path prefix of the deployment, always starting and ending with a slash. */
  baseUrl: string;
  /** A branch preview: adds `noindex` and the preview ribbon. */
  isPreview: boolean;
  /** Image CDN base (`IMAGE_CDN_URL`, https only) replacing the local responsive images; empty = local. */
  imageCdnBaseUrl: string;
  /** What a preview was built from (`PREVIEW_BRANCH`, `PREVIEW_COMMIT`, short); empty when unknown. */
  previewBranch: string;
  previewCommit: string;
  /**
   * Where a page's MDX source opens for editing, without the file path: `<repository>/edit/<branch>/`.
   * From `REPOSITORY_URL` (the one setting), else GitHub Actions' own `GITHUB_SERVER_URL`/`GITHUB_REPOSITORY`;
   * empty (no edit link) when neither is known or this is not a preview.
   */
  editUrlBase: string;
  /** The repository on GitHub as `owner/name` (from the same setting), for the writers' editor; empty when unknown. */
  githubRepository: string;
}

/** The built region's production origin (`regions/<ID>/region.ts`). */
export const PRODUCTION_URL = region.siteUrl;

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
function normaliseCdnUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  return /^https:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(value) ? value.replace(/\/+$/, '') : '';
}

/** `PREVIEW=1`/`true`/`yes` turns a build into a preview. */
export function isPreviewFlag(raw: string | undefined): boolean {
  return /^(1|true|yes)$/i.test((raw ?? '').trim());
}

/** A git branch name as shown on the ribbon; anything else (spaces, markup, over 100 characters) is dropped. */
function normaliseBranch(raw: string | undefined): string {
  const value = (raw ?? '').trim().replace(/^refs\/heads\//, '');
  return /^[\w./-]{1,100}$/.test(value) && !value.includes('..') ? value : '';
}

/** A commit id shortened to 7 hex digits; anything else is dropped. */
function normaliseCommit(raw: string | undefined): string {
  const value = (raw ?? '').trim().toLowerCase();
  return /^[0-9a-f]{7,40}$/.test(value) ? value.slice(0, 7) : '';
}

/** An https repository address (`https://github.com/owner/repo`), `.git` and trailing slashes removed. */
function normaliseRepositoryUrl(raw: string | undefined): string {
  const value = (raw ?? '')
    .trim()
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
  return /^https:\/\/[^/?#\s]+\/[\w.-]+\/[\w.-]+$/.test(value) ? value : '';
}

export function readSiteEnv(env: Record<string, string | undefined>): SiteEnv {
  const isPreview = isPreviewFlag(env.PREVIEW);
  const previewBranch = isPreview ? normaliseBranch(env.PREVIEW_BRANCH) : '';
  const repository = normaliseRepositoryUrl(
    env.REPOSITORY_URL ||
      (env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}` : ''),
  );
  return {
    url: normaliseSiteUrl(env.SITE_URL),
    baseUrl: normaliseBaseUrl(env.BASE_URL),
    isPreview,
    imageCdnBaseUrl: normaliseCdnUrl(env.IMAGE_CDN_URL),
    previewBranch,
    previewCommit: isPreview ? normaliseCommit(env.PREVIEW_COMMIT) : '',
    editUrlBase: isPreview && repository ? `${repository}/edit/${previewBranch || 'main'}/` : '',
    githubRepository: /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+)$/.exec(repository)?.[1] ?? '',
  };
}
