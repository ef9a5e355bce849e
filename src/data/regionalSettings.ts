/**
 * Regional settings of the site being built (Hungary, GGPHU, unless `REGION` names another): the values
 * components read, taken from the active region's folder in `regions/`.
 */
import {region} from './region';

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
  regionCountryCode: region.regionCountryCode,
  regionId: region.id,
  brandAlias: region.brandAlias,
  logoPath: region.logoPath,
  blackLogoPath: region.blackLogoPath,
  logoWidth: region.logoWidth,
  logoHeight: region.logoHeight,
  isSupportRegionSelector: region.isSupportRegionSelector,
  isSupportChat: region.isSupportChat,
};
