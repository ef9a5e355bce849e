/**
 * Runtime config types and built-in defaults, kept apart from the schema in `runtimeConfig.ts` so that the page
 * bundle can carry the defaults without the validation library.
 */
import {dequal} from 'dequal/lite';

import {type GeolocationRule, region} from '../data/region';
import {CANADA_REGION_ID} from '../data/regionIds';
import type {ChatSettings} from './chat/settings';

export interface ThirdPartyIds {
  /** consent manager domain-script id (OneTrust); '' = no consent manager */
  consentManagerId: string;
  /** tag manager container id (`GTM-XXXX`); '' = no tag manager */
  tagManagerId: string;
  /** analytics loader write key (Segment); '' = no analytics */
  analyticsWriteKey: string;
}

export interface RuntimeConfig {
  /** host of the contents (canonical target of the converted root) */
  contentsHost: string;
  regionContentsHost: string;
  /** site origin per region id (the Canadian site's under `CANADA_REGION_ID`); the Ontario modal's target comes from here only */
  regionDomains: Record<string, string>;
  /** rules keyed by country code, or CAON for Ontario in Canada */
  geolocationRules: Record<string, GeolocationRule>;
  desktopInstallerBaseUrl: string;
  /** countries whose visitors get the consent manager (GDPR) */
  gdprCountries: string[];
  thirdParty: ThirdPartyIds;
  chat: ChatSettings;
}

/** In characters. */
export const MAX_RUNTIME_CONFIG_CHARS = 64 * 1024;
/**
 * How long the download link waits for the file before it goes ahead with the defaults. Not a limit on the
 * answer: a later one still applies (the visitor rules, the chat settings).
 */
export const RUNTIME_CONFIG_WAIT_MS = 4000;
/** Relative to the site's base URL. */
export const RUNTIME_CONFIG_PATH = 'runtime-config.json';

/** EU and EEA member states plus the United Kingdom and Switzerland. */
const DEFAULT_GDPR_COUNTRIES: readonly string[] =
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB CH'.split(' ');

/** Emitted as the build's `/runtime-config.json`: the safe baseline (no third-party ids: nothing third-party loads). */
export const RUNTIME_CONFIG_DEFAULTS: RuntimeConfig = {
  contentsHost: 'https://ggpoker.com',
  regionContentsHost: region.runtime.regionContentsHost,
  regionDomains: {
    [CANADA_REGION_ID]: 'https://www.ggpoker.ca',
    GGPCOM: 'https://ggpoker.com',
    GGPHU: 'https://www.ggpoker.hu',
  },
  geolocationRules: region.runtime.geolocationRules,
  desktopInstallerBaseUrl: region.runtime.desktopInstallerBaseUrl,
  gdprCountries: [...DEFAULT_GDPR_COUNTRIES],
  thirdParty: {consentManagerId: '', tagManagerId: '', analyticsWriteKey: ''},
  // The local chat stand-ins (server/core/api/chatCapacity.ts, static/chat-stand-in/), as paths on this site;
  // production names the vendor's URLs, org id and config name in its /runtime-config.json.
  chat: {
    queueApiUrl: 'api/chat/capacity',
    scriptUrl: 'chat-stand-in/embedded-messaging.js',
    language: region.runtime.chatLanguage,
    orgId: 'stand-in',
    eswConfigName: region.runtime.chatConfigName,
    siteUrl: 'chat-stand-in/',
    scrt2Url: 'chat-stand-in/',
  },
};

/**
 * Whether a parsed `/runtime-config.json` is the build's own file, the defaults above: then there is nothing to
 * validate, and the validator (zod, the largest part of the visitor scripts) need not load at all.
 */
export function isRuntimeConfigDefaults(value: unknown): boolean {
  // The same content, object key order aside.
  return dequal(value, RUNTIME_CONFIG_DEFAULTS);
}
