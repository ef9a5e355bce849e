/**
 * Download links: the `/api/download-url` answer and the fallbacks (docs/architecture.md, runtime contracts).
 *
 * - `DOWNLOAD_LINK_TABLE`: what the edge answers on `GET /api/download-url?brandAlias=&platform=&country=`,
 *   keyed by brand, then platform, then country (ISO 3166-1 alpha-2) with a `default` row per brand and
 *   platform. A brand the table does not know gets `DEFAULT_DOWNLOAD_LINKS`.
 * - `DESKTOP_INSTALLER_FILES`: file names appended to `desktopInstallerBaseUrl` (runtime config) for
 *   desktop Windows and macOS.
 *
 * The URLs point to the operator's download host; operations replace them here when the stores or
 * file names change. Every URL must be an absolute https URL (the client refuses anything else).
 */

export type MobilePlatform = 'ios' | 'android';
export type DesktopOs = 'windows' | 'macos';

export const MOBILE_PLATFORMS: readonly MobilePlatform[] = ['ios', 'android'];

/** Type 2 is the primary link, type 6 the alternative. */
export const DOWNLOAD_LINK_TYPE = {primary: 2, alternative: 6} as const;

export interface DownloadLinkEntry {
  /** 2 primary, 6 alternative; other types may exist and are ignored by this site */
  type: number;
  url: string;
}

/** Rows of one brand and platform: `default` plus optional per-country rows. */
export type CountryRows = {default: readonly DownloadLinkEntry[]} & Partial<
  Record<string, readonly DownloadLinkEntry[]>
>;

export type DownloadLinkTable = Readonly<Record<string, Readonly<Record<MobilePlatform, CountryRows>>>>;

/** The answer for a brand the table does not know. */
export const DEFAULT_DOWNLOAD_LINKS: Readonly<Record<MobilePlatform, readonly DownloadLinkEntry[]>> = {
  ios: [
    {type: 2, url: 'https://download.ggpoker.com/mobile/ios/'},
    {type: 6, url: 'https://download.ggpoker.com/mobile/ios/testflight/'},
  ],
  android: [
    {type: 2, url: 'https://download.ggpoker.com/mobile/android/GGPoker.apk'},
    {type: 6, url: 'https://download.ggpoker.com/mobile/android/store/'},
  ],
};

export const DOWNLOAD_LINK_TABLE: DownloadLinkTable = {
  GGPoker: {
    ios: {
      default: DEFAULT_DOWNLOAD_LINKS.ios,
      HU: [
        {type: 2, url: 'https://download.ggpoker.hu/mobile/ios/'},
        {type: 6, url: 'https://download.ggpoker.hu/mobile/ios/testflight/'},
      ],
    },
    android: {
      default: DEFAULT_DOWNLOAD_LINKS.android,
      HU: [
        {type: 2, url: 'https://download.ggpoker.hu/mobile/android/GGPoker.apk'},
        {type: 6, url: 'https://download.ggpoker.hu/mobile/android/store/'},
      ],
    },
  },
};

/** Installer file per desktop OS, resolved against `desktopInstallerBaseUrl`. */
export const DESKTOP_INSTALLER_FILES: Readonly<Record<DesktopOs, string>> = {
  windows: 'GGPokerSetup.exe',
  macos: 'GGPoker.dmg',
};
