/**
 * Regional settings of the site being built (Hungary, GGPHU, unless `REGION` names another): the values
 * components read, taken from the active region's folder in `regions/`.
 */
import {region, type RegionConfig} from './region';

/** The settings components read: the region's own, under the spec's names, with its site id as `regionId`. */
export type RegionalSettings = Pick<
  RegionConfig,
  | 'regionCountryCode'
  | 'brandAlias'
  | 'logoPath'
  | 'blackLogoPath'
  | 'logoWidth'
  | 'logoHeight'
  | 'isSupportRegionSelector'
  | 'isSupportChat'
> & {
  /** This site's id (GGPHU), as listed in `src/data/regions.ts`. */
  regionId: string;
};

export const regionalSettings: RegionalSettings = {...region, regionId: region.id};
