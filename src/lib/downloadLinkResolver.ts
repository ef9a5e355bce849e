/**
 * The download mechanism: which link a Download control carries for the visitor's device, the
 * `/api/download-url` call, its cache, and the validation of its answer. Every failure keeps the fallback, the
 * site's download page, silently. Pure: fetch and storage are looked up at call time or injected.
 */
import {DESKTOP_INSTALLER_FILES, type DesktopOs, DOWNLOAD_LINK_TYPE, type MobilePlatform} from '../data/downloadLinks';
import type {DeviceInfo} from './deviceInfo';
import {fetchJson, type FetchLike} from './fetchWithTimeout';
import {sanitizeHref} from './linkSafety';
import * as z from './schema';

export type DownloadDevice = Pick<
  DeviceInfo,
  'isMobile' | 'isTablet' | 'isDesktop' | 'isIos' | 'isAndroid' | 'isWindows' | 'isMacOS' | 'isChrome' | 'isCrawler'
>;

const DOWNLOAD_URL_TIMEOUT_MS = 5000;
/** sessionStorage key prefix; bump the version when the stored shape changes. */
export const DOWNLOAD_CACHE_PREFIX = 'ggphu:download-url:v1:';
export const DOWNLOAD_CACHE_TTL_MS = 60 * 60 * 1000;
const DOWNLOAD_URL_MAX_BYTES = 16 * 1024;

/** Linux desktops, Chromebooks, and Android tablets in desktop mode (`X11; Linux x86_64`). */
function isLinuxUserAgent(userAgent: string): boolean {
  return /\b(?:Linux|X11|CrOS)\b/.test(userAgent);
}

/** The API is called only on mobile, tablet, Linux, or Chrome on iOS (`CriOS`) — never for crawlers. */
export function shouldCallDownloadApi(device: DownloadDevice, userAgent = ''): boolean {
  if (device.isCrawler) return false;
  const iosChrome = device.isIos && (device.isChrome || /\bCriOS\//.test(userAgent));
  return device.isMobile || device.isTablet || isLinuxUserAgent(userAgent) || iosChrome;
}

export type DownloadTarget =
  {kind: 'api'; platform: MobilePlatform} | {kind: 'installer'; os: DesktopOs} | {kind: 'page'};

/** Where the visitor's Download controls lead; an iPad reporting macOS counts as iOS, a Windows tablet as Windows. */
export function downloadTargetFor(device: DownloadDevice, userAgent = ''): DownloadTarget {
  if (device.isCrawler) return {kind: 'page'};
  if (shouldCallDownloadApi(device, userAgent)) {
    let platform: MobilePlatform | null = null;
    if (device.isIos) platform = 'ios';
    else if (device.isAndroid) platform = 'android';
    else if (device.isMacOS && (device.isTablet || device.isMobile)) platform = 'ios';
    else if (!device.isWindows && !device.isMacOS && isLinuxUserAgent(userAgent)) platform = 'android';
    if (platform) return {kind: 'api', platform};
  }
  if (device.isWindows) return {kind: 'installer', os: 'windows'};
  if (device.isMacOS) return {kind: 'installer', os: 'macos'};
  return {kind: 'page'};
}

/** A download link must be an absolute https URL that passes the site's link validator. */
export function safeDownloadHref(raw: unknown): string | null {
  const href = sanitizeHref(raw, {allowExternal: true});
  if (!href || !/^https:\/\//i.test(href)) return null;
  return href;
}

export function installerUrl(baseUrl: string, os: DesktopOs): string | null {
  const base = safeDownloadHref(baseUrl);
  if (!base) return null;
  try {
    const url = new URL(base);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/${DESKTOP_INSTALLER_FILES[os]}`;
    return safeDownloadHref(url.href);
  } catch {
    return null;
  }
}

export interface DownloadLinkRequest {
  brandAlias: string;
  platform: MobilePlatform;
  /** ISO 3166-1 alpha-2, upper case */
  country: string;
}

/** Each link already validated. */
export interface DownloadLinks {
  primary: string | null;
  alternative: string | null;
}

const responseSchema = z.object({
  links: z.array(z.object({type: z.int(), url: z.string().check(z.maxLength(2048))})).check(z.maxLength(50)),
});

/** Both links through the validator (an unsafe one counts as absent); null when neither is usable. */
function usableLinks(primary: unknown, alternative: unknown): DownloadLinks | null {
  const links = {primary: safeDownloadHref(primary), alternative: safeDownloadHref(alternative)};
  return links.primary || links.alternative ? links : null;
}

/** An `/api/download-url` answer's first primary and alternative link, or null when neither is usable. */
export function parseDownloadUrlResponse(value: unknown): DownloadLinks | null {
  const result = responseSchema.safeParse(value);
  if (!result.success) return null;
  const url = (type: number) => result.data.links.find((link) => link.type === type)?.url;
  return usableLinks(url(DOWNLOAD_LINK_TYPE.primary), url(DOWNLOAD_LINK_TYPE.alternative));
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DownloadLinkClientOptions {
  /** the endpoint with the site's base URL, e.g. `/api/download-url` */
  endpoint: string;
  fetchImpl?: FetchLike;
  /** default sessionStorage; looked up lazily, and a lookup that throws (storage refused) means none */
  storage?: () => KeyValueStorage | null;
  timeoutMs?: number;
  now?: () => number;
}

export interface DownloadLinkClient {
  /** Never throws; null means the fallback. */
  resolve(request: DownloadLinkRequest): Promise<DownloadLinks | null>;
}

function readStored(storage: KeyValueStorage | null, key: string, now: number): DownloadLinks | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(DOWNLOAD_CACHE_PREFIX + key);
    if (!text || text.length > DOWNLOAD_URL_MAX_BYTES) return null;
    const value = JSON.parse(text) as unknown;
    if (!value || typeof value !== 'object') return null;
    const {savedAt, primary, alternative} = value as Record<string, unknown>;
    if (typeof savedAt !== 'number' || savedAt > now || now - savedAt > DOWNLOAD_CACHE_TTL_MS) {
      storage.removeItem(DOWNLOAD_CACHE_PREFIX + key);
      return null;
    }
    // The stored value passes the same validator as a fresh answer.
    return usableLinks(primary, alternative);
  } catch {
    return null;
  }
}

function writeStored(storage: KeyValueStorage | null, key: string, links: DownloadLinks, now: number): void {
  if (!storage) return;
  try {
    storage.setItem(DOWNLOAD_CACHE_PREFIX + key, JSON.stringify({...links, savedAt: now}));
  } catch {
    // Quota or private mode: the memory cache still holds the answer.
  }
}

/** Every key is requested at most once per client: a failure is remembered too, so a dead API is not asked again. */
export function createDownloadLinkClient(options: DownloadLinkClientOptions): DownloadLinkClient {
  const {
    endpoint,
    fetchImpl,
    storage = () => sessionStorage,
    timeoutMs = DOWNLOAD_URL_TIMEOUT_MS,
    now = Date.now,
  } = options;
  const memory = new Map<string, Promise<DownloadLinks | null>>();

  const load = async ({brandAlias, platform, country}: DownloadLinkRequest, key: string) => {
    let store: KeyValueStorage | null = null;
    try {
      store = storage();
    } catch {
      store = null;
    }
    const stored = readStored(store, key, now());
    if (stored) return stored;
    const result = await fetchJson(`${endpoint}?${new URLSearchParams({brandAlias, platform, country})}`, {
      timeoutMs,
      maxBytes: DOWNLOAD_URL_MAX_BYTES,
      parse: parseDownloadUrlResponse,
      fetchImpl,
      init: {credentials: 'same-origin'},
    });
    if (!result.ok) return null;
    writeStored(store, key, result.data, now());
    return result.data;
  };

  return {
    resolve(request) {
      const key = `${request.brandAlias}|${request.platform}|${request.country}`;
      let pending = memory.get(key);
      if (!pending) {
        pending = load(request, key).catch(() => null);
        memory.set(key, pending);
      }
      return pending;
    },
  };
}
