/**
 * Third-party scripts: which ones load, in which order, for a visitor. Nothing loads without its id from runtime
 * config, and a default-denied consent signal comes first. The ids are validated by the runtime-config schema
 * and encoded again here; only the fixed hosts below are ever used, and the CSP is built from the same list.
 */
import {hasQueryFlag} from './embedMode';
import type {ThirdPartyIds} from './runtimeConfigDefaults';

const CONSENT_MANAGER_HOST = 'https://cdn.cookielaw.org';
const ANALYTICS_HOST = 'https://cdn.segment.com';
const TAG_MANAGER_HOST = 'https://www.googletagmanager.com';

/** Every origin the third-party steps may need, by CSP directive (the policy is built from these). */
export const THIRD_PARTY_CSP_SOURCES = {
  script: [CONSENT_MANAGER_HOST, ANALYTICS_HOST, TAG_MANAGER_HOST, 'https://www.google-analytics.com'],
  connect: [
    CONSENT_MANAGER_HOST,
    'https://geolocation.onetrust.com',
    'https://privacyportal.onetrust.com',
    ANALYTICS_HOST,
    'https://api.segment.io',
    TAG_MANAGER_HOST,
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: [CONSENT_MANAGER_HOST, TAG_MANAGER_HOST, 'https://www.google-analytics.com', 'https://*.google-analytics.com'],
  frame: [TAG_MANAGER_HOST],
} as const;

/** The consent state set before anything else (Google consent mode v2 names). */
export const DEFAULT_DENIED_CONSENT = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
  wait_for_update: 500,
} as const;

export type ThirdPartyStep =
  | {kind: 'consent-default'; consent: typeof DEFAULT_DENIED_CONSENT}
  | {kind: 'consent-manager'; src: string; domainScript: string}
  | {kind: 'analytics'; src: string; writeKey: string}
  | {kind: 'tag-manager'; src: string; noscriptFrameSrc: string; containerId: string}
  | {kind: 'data-layer-location'; data: {event: 'location'; country: string | null; region: string | null}};

export interface ThirdPartyPlanInput {
  ids: ThirdPartyIds;
  gdprCountries: readonly string[];
  /** visitor's country from /api/geo; null when unknown */
  country: string | null;
  region: string | null;
  /** location.search */
  search: string;
}

const CONSENT_ID = /^[A-Za-z0-9-]{1,64}$/;
const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{1,16}$/;
const WRITE_KEY = /^[A-Za-z0-9]{1,64}$/;

export function planThirdParty(input: ThirdPartyPlanInput): ThirdPartyStep[] {
  const {ids, search} = input;
  const clean = hasQueryFlag(search, 'clean');
  const lighthouse = hasQueryFlag(search, 'lighthouse');
  const steps: ThirdPartyStep[] = [];

  const gdpr = input.country !== null && input.gdprCountries.includes(input.country);
  if (CONSENT_ID.test(ids.consentManagerId) && gdpr && !clean) {
    steps.push({
      kind: 'consent-manager',
      src: `${CONSENT_MANAGER_HOST}/scripttemplates/otSDKStub.js`,
      domainScript: ids.consentManagerId,
    });
  }
  if (!lighthouse) {
    if (WRITE_KEY.test(ids.analyticsWriteKey)) {
      steps.push({
        kind: 'analytics',
        src: `${ANALYTICS_HOST}/analytics.js/v1/${encodeURIComponent(ids.analyticsWriteKey)}/analytics.min.js`,
        writeKey: ids.analyticsWriteKey,
      });
    }
    if (TAG_MANAGER_ID.test(ids.tagManagerId)) {
      const id = encodeURIComponent(ids.tagManagerId);
      steps.push({
        kind: 'tag-manager',
        src: `${TAG_MANAGER_HOST}/gtm.js?id=${id}`,
        noscriptFrameSrc: `${TAG_MANAGER_HOST}/ns.html?id=${id}`,
        containerId: ids.tagManagerId,
      });
      steps.push({
        kind: 'data-layer-location',
        data: {event: 'location', country: input.country, region: input.region},
      });
    }
  }
  return steps.length ? [{kind: 'consent-default', consent: DEFAULT_DENIED_CONSENT}, ...steps] : [];
}

/** Page views count real path changes only: not the first render, not hash or query changes. */
export function isRealPathChange(previousPathname: string | null | undefined, pathname: string): boolean {
  return typeof previousPathname === 'string' && previousPathname !== pathname;
}
