/**
 * Download links: the `/api/download-url` answer and the fallbacks (docs/architecture.md, runtime contracts).
 * Operations replace the URLs here when the stores or file names change; every URL must be absolute https
 * (the client refuses anything else).
 */

export type MobilePlatform = 'ios' | 'android';
export type DesktopOs = 'windows' | 'macos';

export const MOBILE_PLATFORMS: readonly MobilePlatform[] = ['ios', 'android'];

/** Type 2 is the primary link, type 6 the alternative. */
export const DOWNLOAD_LINK_TYPE = {primary: 2, alternative: 6} as const;

export interface DownloadLinkEntry {
  /** other types than DOWNLOAD_LINK_TYPE's may exist and are ignored by this site */
  type: number;
  url: string;
}

/** Keyed by country (ISO 3166-1 alpha-2). */
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

/** Resolved against the runtime config's `desktopInstallerBaseUrl`. */
export const DESKTOP_INSTALLER_FILES: Readonly<Record<DesktopOs, string>> = {
  windows: 'GGPokerSetup.exe',
  macos: 'GGPoker.dmg',
};
