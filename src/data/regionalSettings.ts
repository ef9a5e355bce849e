/**
 * Regional settings of this site (spec §3 "Regional settings"): Hungary, site id GGPHU.
 * The header logo keeps the footer logo's 180x48 proportions at 120x32.
 */

export interface SupportChatSettings {
  /** Language the chat agent answers in. */
  language: string;
  /** id of the chat launcher button the chat script attaches to. */
  buttonId: string;
  /** Which deployment domain serves this region's chat. */
  domainType: 'global' | 'regional';
  /** Base URL of the messaging deployment. */
  endpoint: string;
  /** Names of the embedded-service configurations to load. */
  configNames: {embeddedService: string; queue: string};
}

export interface RegionalSettings {
  regionCountryCode: string;
  siteId: string;
  /** id of this site in `src/data/regions.ts`. */
  regionId: string;
  brandAlias: string;
  logoPath: string;
  blackLogoPath: string;
  logoWidth: number;
  logoHeight: number;
  isSupportRegionSelector: boolean;
  supportChat: SupportChatSettings;
}

export const regionalSettings: RegionalSettings = {
  regionCountryCode: 'HU',
  siteId: 'GGPHU',
  regionId: 'GGPHU',
  brandAlias: 'GGPoker',
  logoPath: '/img/logo/logo.svg',
  blackLogoPath: '/img/logo/logo-black.svg',
  logoWidth: 120,
  logoHeight: 32,
  isSupportRegionSelector: true,
  supportChat: {
    language: 'hu',
    buttonId: 'ggphu-support-chat',
    domainType: 'regional',
    endpoint: 'https://support.ggpoker.hu/messaging',
    configNames: {embeddedService: 'GGPHU_Messaging', queue: 'GGPHU_Support_Queue'},
  },
};
