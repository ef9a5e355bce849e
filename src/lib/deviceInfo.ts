/**
 * Device info from the user agent (bowser) and the resize timing. The device class comes from the UA's platform
 * type; iPadOS in desktop mode (a Mac UA with touch points) is a tablet; an unknown platform falls back to the
 * viewport breakpoint. Exactly one of the three is true.
 */
import Bowser from 'bowser';

export interface DeviceInfo {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  isIos: boolean;
  isAndroid: boolean;
  isWindows: boolean;
  isMacOS: boolean;
  isChrome: boolean;
  isCrawler: boolean;
}

type Breakpoint = 'mobile' | 'tablet' | 'desktop';

/** Mobile below 768 px, tablet 768–1243 px, desktop from 1244 px. */
const BREAKPOINT_TABLET_MIN = 768;
const BREAKPOINT_DESKTOP_MIN = 1244;
/** Resize throttled to 100 ms; device refresh 50 ms after resize. */
const RESIZE_THROTTLE_MS = 100;
const DEVICE_REFRESH_DELAY_MS = 50;

function breakpointOf(width: number): Breakpoint {
  if (!Number.isFinite(width) || width < BREAKPOINT_TABLET_MIN) return 'mobile';
  return width < BREAKPOINT_DESKTOP_MIN ? 'tablet' : 'desktop';
}

/** Common crawlers, link previewers and SEO tools, beyond the bots the UA library knows. */
const CRAWLER_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|adsbot|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|pinterest\/|vkshare|w3c_validator|whatsapp|telegrambot|discordbot|skypeuripreview|bingpreview|yahoo! slurp|baiduspider|sogou|exabot|ia_archiver|semrush|ahrefs|google-inspectiontool|googleother|storebot-google/i;

export interface DeviceEnvironment {
  /** viewport width in CSS px (fallback for unknown platforms) */
  width?: number;
  /** navigator.maxTouchPoints (detects iPadOS in desktop mode) */
  maxTouchPoints?: number;
}

export function getDeviceInfo(userAgent: string, environment: DeviceEnvironment = {}): DeviceInfo {
  const ua = typeof userAgent === 'string' ? userAgent.slice(0, 1024) : '';
  let parsed: Bowser.Parser.ParsedResult | null = null;
  try {
    parsed = Bowser.parse(ua);
  } catch {
    parsed = null;
  }
  const osName = parsed?.os.name ?? '';
  const browserName = parsed?.browser.name ?? '';
  const platformType = parsed?.platform.type ?? '';

  const iPadDesktopMode = osName === 'macOS' && (environment.maxTouchPoints ?? 0) > 1;
  const isIos = osName === 'iOS' || iPadDesktopMode;
  const isAndroid = osName === 'Android';
  const isWindows = osName === 'Windows';
  const isMacOS = osName === 'macOS' && !iPadDesktopMode;
  const isCrawler = platformType === 'bot' || CRAWLER_PATTERN.test(ua);

  let deviceClass: Breakpoint;
  if (iPadDesktopMode || platformType === 'tablet') deviceClass = 'tablet';
  else if (platformType === 'mobile') deviceClass = 'mobile';
  else if (platformType === 'desktop' || platformType === 'tv') deviceClass = 'desktop';
  else deviceClass = breakpointOf(environment.width ?? BREAKPOINT_DESKTOP_MIN);

  // Edge and Samsung Internet name Chrome in their user agents too.
  const isEdge = browserName === 'Microsoft Edge';
  const isSamsung = browserName === 'Samsung Internet for Android';
  return {
    isMobile: deviceClass === 'mobile',
    isTablet: deviceClass === 'tablet',
    isDesktop: deviceClass === 'desktop',
    isIos,
    isAndroid,
    isWindows,
    isMacOS,
    isChrome: (browserName === 'Chrome' || browserName === 'Chromium') && !isEdge && !isSamsung,
    isCrawler,
  };
}

export interface Timers {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** `run` at most once per `throttleMs`, and once more `refreshMs` after the last event (the final size). */
export function throttleWithRefresh(
  run: () => void,
  timers: Timers,
  throttleMs = RESIZE_THROTTLE_MS,
  refreshMs = DEVICE_REFRESH_DELAY_MS,
): {onEvent: () => void; cancel: () => void} {
  let lastRun = -Infinity;
  let refresh: unknown = null;
  return {
    onEvent() {
      const now = timers.now();
      if (now - lastRun >= throttleMs) {
        lastRun = now;
        run();
      }
      if (refresh !== null) timers.clearTimeout(refresh);
      refresh = timers.setTimeout(() => {
        refresh = null;
        lastRun = timers.now();
        run();
      }, refreshMs);
    },
    cancel() {
      if (refresh !== null) timers.clearTimeout(refresh);
      refresh = null;
    },
  };
}
