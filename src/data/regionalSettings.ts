/**
 * Regional settings of this site: Hungary, site id GGPHU.
 * The header logo keeps the footer logo's 180x48 proportions at 120x32.
 */
import {HUNGARY_REGION_ID} from './regions';

export interface RegionalSettings {
  regionCountryCode: string;
  /** This site's id (GGPHU), as listed in `src/data/regions.ts`. */
  regionId: string;
  brandAlias: string;
  logoPath: string;
  blackLogoPath: string;
  logoWidth: number;
  logoHeight: number;
  isSupportRegionSelector: boolean;
  /**
   * The region offers the support chat. Its deployment (queue URL, script, org id, configuration name) is
   * runtime config (`chat` in `/runtime-config.json`, type in `src/lib/chat/settings.ts`).
   */
  isSupportChat: boolean;
}

export const regionalSettings: RegionalSettings = {
  regionCountryCode: 'HU',
  regionId: HUNGARY_REGION_ID,
  brandAlias: 'GGPoker',
  logoPath: '/img/logo/logo.svg',
  blackLogoPath: '/img/logo/logo-black.svg',
  logoWidth: 120,
  logoHeight: 32,
  isSupportRegionSelector: true,
  isSupportChat: true,
};
