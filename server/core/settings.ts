import {parseRuntimeConfigText, type RuntimeConfig} from '../../src/lib/runtimeConfig';
import {type GeoWhitelist, parseGeoWhitelist} from './api/geoWhitelist';

/**
 * Runtime settings operations change without a rebuild (docs/deploy.md, "Runtime settings"), from KV on
 * Workers and a JSON file on Node through the same validation. A missing or invalid value keeps the built-in
 * default (an invalid one with a log line saying why).
 */

const SETTINGS_KEYS = {runtimeConfig: 'runtime-config', geoWhitelist: 'geo-whitelist'} as const;

/** Anything with KV's `get(key)` (text or null). */
export interface SettingsStore {
  get(key: string): Promise<string | null>;
}

export interface RuntimeSettings {
  /** the validated runtime config text to serve as `/runtime-config.json`, or null for the build's file */
  runtimeConfigJson: string | null;
  runtimeConfig: RuntimeConfig | null;
  geoWhitelist: GeoWhitelist;
}

type Log = (message: string) => void;

const MAX_WHITELIST_CHARS = 64 * 1024;

/** A whitelist text whose every entry is valid, or null. */
export function strictGeoWhitelist(raw: string): GeoWhitelist | null {
  if (raw.length > MAX_WHITELIST_CHARS) return null;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const valid = entries.every((entry) => {
    const one = parseGeoWhitelist(entry);
    return one.countries.size + one.addresses.size + one.ranges.length === 1;
  });
  return valid ? parseGeoWhitelist(raw) : null;
}

async function readKey(store: SettingsStore | undefined, key: string, log: Log): Promise<string | null> {
  if (!store) return null;
  try {
    return await store.get(key);
  } catch (error) {
    log(
      `runtime settings: could not read "${key}" (${error instanceof Error ? error.message : 'error'}); using the built-in default`,
    );
    return null;
  }
}

/** `defaultWhitelist`: `GEO_WHITELIST` of the environment / Worker vars. */
export async function loadRuntimeSettings(
  store: SettingsStore | undefined,
  defaultWhitelist?: string,
  log: Log = console.warn,
): Promise<RuntimeSettings> {
  const [configText, whitelistText] = await Promise.all([
    readKey(store, SETTINGS_KEYS.runtimeConfig, log),
    readKey(store, SETTINGS_KEYS.geoWhitelist, log),
  ]);
  let runtimeConfig: RuntimeConfig | null = null;
  if (configText !== null) {
    const parsed = parseRuntimeConfigText(configText);
    if (parsed.source === 'remote') runtimeConfig = parsed.config;
    else
      log(
        `runtime settings: "${SETTINGS_KEYS.runtimeConfig}" is not a valid runtime config; serving the build's defaults`,
      );
  }
  let geoWhitelist = parseGeoWhitelist(defaultWhitelist);
  if (whitelistText !== null) {
    const strict = strictGeoWhitelist(whitelistText);
    if (strict) geoWhitelist = strict;
    else log(`runtime settings: "${SETTINGS_KEYS.geoWhitelist}" has an invalid entry; using the default whitelist`);
  }
  return {
    runtimeConfig,
    runtimeConfigJson: runtimeConfig ? `${JSON.stringify(runtimeConfig, null, 2)}\n` : null,
    geoWhitelist,
  };
}

const SETTINGS_TTL_MS = 60_000;

/** The settings, re-read after `ttlMs`; concurrent callers share one read. */
export function cachedSettings(
  load: () => Promise<RuntimeSettings>,
  ttlMs = SETTINGS_TTL_MS,
  now: () => number = Date.now,
): () => Promise<RuntimeSettings> {
  let current: {value: Promise<RuntimeSettings>; at: number} | null = null;
  return () => {
    if (current === null || now() - current.at >= ttlMs) current = {value: load(), at: now()};
    return current.value;
  };
}
