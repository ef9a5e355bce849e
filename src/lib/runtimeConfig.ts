/**
 * The validator of `/runtime-config.json` (docs/architecture.md, runtime contracts). A missing field keeps its
 * default (nested objects field by field); anything wrong rejects the whole file, so no config is half-applied.
 * The visitor whitelist is server-side (`/api/geo` answers `whitelisted`), never in this file.
 */
import {isSafeHttpUrl} from './linkSafety';
import {MAX_RUNTIME_CONFIG_CHARS, RUNTIME_CONFIG_DEFAULTS, type RuntimeConfig} from './runtimeConfigDefaults';
import * as z from './schema';

export * from './runtimeConfigDefaults';

const httpUrl = z.string().check(z.maxLength(2048), z.refine(isSafeHttpUrl, 'must be an absolute http(s) URL'));
/**
 * Chat URLs may also be a path on this site, resolved by the client against the site's base URL: the built-in
 * defaults point at the local chat stand-ins that way.
 */
const sitePath = z.string().check(
  z.maxLength(512),
  z.regex(/^\/?(?:[A-Za-z0-9._~-]+\/?)*$/),
  z.refine((value) => !value.split('/').includes('..'), 'must not climb out of the site'),
);
const chatUrl = z.union([z.literal(''), httpUrl, sitePath]);
const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/));
/** Plain text: no control characters and none of the characters that could open markup or a string. */
function isPlainText(value: string): boolean {
  return Array.from(value).every((char) => (char.codePointAt(0) ?? 0) > 0x1f && !'<>"\'`'.includes(char));
}
const shortText = z.string().check(z.maxLength(200), z.refine(isPlainText));

const ruleSchema = z.object({ruleType: z.enum(['BLOCKED', 'WARNING'])});

const atMostKeys = (max: number) =>
  z.refine((value: unknown) => typeof value === 'object' && value !== null && Object.keys(value).length <= max);
const matching = (pattern: RegExp) => z.string().check(z.regex(pattern));

const schema = z.partial(
  z.object({
    contentsHost: httpUrl,
    regionContentsHost: httpUrl,
    regionDomains: z.record(matching(/^[A-Z0-9]{2,12}$/), httpUrl).check(atMostKeys(100)),
    geolocationRules: z.record(matching(/^[A-Z]{2}(?:[A-Z0-9]{1,3})?$/), ruleSchema).check(atMostKeys(500)),
    desktopInstallerBaseUrl: httpUrl,
    gdprCountries: z.array(countryCode).check(z.maxLength(300)),
    thirdParty: z.partial(
      z.object({
        consentManagerId: matching(/^[A-Za-z0-9-]{0,64}$/),
        tagManagerId: matching(/^(?:GTM-[A-Z0-9]{1,16})?$/),
        analyticsWriteKey: matching(/^[A-Za-z0-9]{0,64}$/),
      }),
    ),
    chat: z.partial(
      z.object({
        queueApiUrl: chatUrl,
        scriptUrl: chatUrl,
        language: matching(/^[a-z]{2}(?:[-_][A-Za-z]{2})?$/),
        orgId: shortText,
        eswConfigName: shortText,
        siteUrl: chatUrl,
        scrt2Url: chatUrl,
      }),
    ),
  }),
);

export interface RuntimeConfigParseResult {
  config: RuntimeConfig;
  /** 'remote' when the file was valid and applied, 'default' when the defaults were kept */
  source: 'remote' | 'default';
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** No prototype-like keys anywhere, and no deeper nesting than the schema has. */
function isPlainTree(value: unknown, depth: number): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (depth > 4) return false;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  return entries.every(([key, item]) => !FORBIDDEN_KEYS.has(key) && isPlainTree(item, depth + 1));
}

/** A deep copy, so no caller can change the shared defaults. */
function defaultsCopy(defaults: RuntimeConfig): RuntimeConfig {
  return JSON.parse(JSON.stringify(defaults)) as RuntimeConfig;
}

/** Any failure keeps the defaults. Never throws. */
export function parseRuntimeConfig(
  value: unknown,
  defaults: RuntimeConfig = RUNTIME_CONFIG_DEFAULTS,
): RuntimeConfigParseResult {
  const fallback = (): RuntimeConfigParseResult => ({config: defaultsCopy(defaults), source: 'default'});
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !isPlainTree(value, 0)) return fallback();
  let result;
  try {
    result = schema.safeParse(value);
  } catch {
    return fallback();
  }
  if (!result.success) return fallback();
  // The parser's output is its own copy, with only the keys the file has: nothing in it is shared with the file's
  // value or the defaults.
  const {data} = result;
  const base = defaultsCopy(defaults);
  return {
    source: 'remote',
    config: {
      ...base,
      ...data,
      thirdParty: {...base.thirdParty, ...data.thirdParty},
      chat: {...base.chat, ...data.chat},
    },
  };
}

/** Size limit, JSON, then the schema. Never throws. */
export function parseRuntimeConfigText(
  text: string,
  defaults: RuntimeConfig = RUNTIME_CONFIG_DEFAULTS,
): RuntimeConfigParseResult {
  let value: unknown = null; // too long, or not JSON: the defaults
  try {
    if (typeof text === 'string' && text.length <= MAX_RUNTIME_CONFIG_CHARS) value = JSON.parse(text);
  } catch {
    // not JSON: the defaults
  }
  return parseRuntimeConfig(value, defaults);
}

/** The validator in the shape `fetchJson`'s `parse` option wants: the config, or null to keep defaults. */
export function runtimeConfigOrNull(value: unknown): RuntimeConfig | null {
  const result = parseRuntimeConfig(value);
  return result.source === 'remote' ? result.config : null;
}
