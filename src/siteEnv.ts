/**
 * Build-time environment: where the site is deployed and whether this build is a branch preview.
 * One home for these rules; `docusaurus.config.ts`, the edge server and the tests read them here.
 */
import {region} from './data/region';

export const PRODUCTION_URL = region.siteUrl;

/** Anything unusable falls back to `/`. */
export function normaliseBaseUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (!value || !/^[A-Za-z0-9/_.-]+$/.test(value) || value.includes('..')) return '/';
  return `/${value}/`.replace(/\/{2,}/g, '/');
}

/** Accepts only an http(s) origin; anything else falls back to production. */
export function normaliseSiteUrl(raw: string | undefined): string {
  const parsed = URL.parse(raw ?? '');
  return parsed && /^https?:$/.test(parsed.protocol) ? parsed.origin : PRODUCTION_URL;
}

/** Accepts only an https base URL without query or fragment; anything else means "no CDN". */
function normaliseCdnUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  return /^https:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(value) ? value.replace(/\/+$/, '') : '';
}

export function isPreviewFlag(raw: string | undefined): boolean {
  return /^(1|true|yes)$/i.test((raw ?? '').trim());
}

/** A git branch name as shown on the ribbon; anything else (spaces, markup, over 100 characters) is dropped. */
function normaliseBranch(raw: string | undefined): string {
  const value = (raw ?? '').trim().replace(/^refs\/heads\//, '');
  return /^[\w./-]{1,100}$/.test(value) && !value.includes('..') ? value : '';
}

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

export function readSiteEnv(env: Record<string, string | undefined>) {
  const isPreview = isPreviewFlag(env.PREVIEW);
  const previewBranch = isPreview ? normaliseBranch(env.PREVIEW_BRANCH) : '';
  const repository = normaliseRepositoryUrl(
    env.REPOSITORY_URL ||
      (env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}` : ''),
  );
  return {
    url: normaliseSiteUrl(env.SITE_URL),
    baseUrl: normaliseBaseUrl(env.BASE_URL),
    /** A branch preview: adds `noindex` and the preview ribbon. */
    isPreview,
    /** Image CDN base replacing the local responsive images; empty = local. */
    imageCdnBaseUrl: normaliseCdnUrl(env.IMAGE_CDN_URL),
    previewBranch,
    previewCommit: isPreview ? normaliseCommit(env.PREVIEW_COMMIT) : '',
    /** Where a page's MDX source opens for editing, without the file path; empty (no edit link) unless a preview. */
    editUrlBase: isPreview && repository ? `${repository}/edit/${previewBranch || 'main'}/` : '',
    /** For the writers' editor; empty when unknown. */
    githubRepository: /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+)$/.exec(repository)?.[1] ?? '',
  };
}
