/**
 * The Ontario modal's primary target: the Canadian-region site carrying every current query parameter. Never an
 * open redirect: the host comes from runtime config only; from the query only parameters are taken, re-encoded
 * one by one, so nothing in it can change the scheme, host or path.
 */
import {CANADA_REGION_ID} from '../data/regionIds';
import {isSafeHttpUrl} from './linkSafety';

/** Query strings longer than this are not carried over (parameters are dropped from the end). */
export const MAX_CARRIED_QUERY_CHARS = 2000;

export interface OntarioTargetInput {
  regionDomains: Record<string, string>;
  /** the current `location.search` */
  search: string;
  /** region whose site is the target; GGPCA */
  targetRegionId?: string;
}

/** Re-encodes the parameters of `search`; invalid input carries nothing. */
export function carriedQuery(search: string): string {
  if (typeof search !== 'string' || search.length > 16 * 1024) return '';
  const kept = new URLSearchParams();
  let carried = '';
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key) continue;
    kept.append(key, value);
    // The parameter that crosses the limit is left out, and so is every one after it.
    if (kept.toString().length > MAX_CARRIED_QUERY_CHARS) break;
    carried = kept.toString();
  }
  return carried;
}

/** Null when the config has no safe host for the region. */
export function ontarioTargetUrl(input: OntarioTargetInput): string | null {
  const regionId = input.targetRegionId ?? CANADA_REGION_ID;
  const domains = input.regionDomains;
  // Own keys only: an inherited `GGPCA` (or `constructor`) is never a host.
  const host = Object.hasOwn(domains, regionId) ? domains[regionId] : undefined;
  if (!isSafeHttpUrl(host)) return null;
  const url = new URL(host);
  const query = carriedQuery(input.search);
  return `${url.origin}/${query ? `?${query}` : ''}`;
}
