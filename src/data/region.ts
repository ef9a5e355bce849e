/**
 * The region being built (`REGION=GGPCA npm run build`; unset means Hungary): the one module through which every
 * region-specific value reaches the code. In the bundles the bundler writes the id in (`plugins/region`), so a
 * page can never switch region.
 */
import {DEFAULT_REGION_ID, REGIONS} from '../../regions';
import type {GeolocationRule, LanguageTexts, RegionConfig} from '../../regions/regionConfig';

export type {GeolocationRule, LanguageTexts, RegionConfig};

export function regionFor(id: string | undefined): RegionConfig {
  const wanted = (id ?? '').trim() || DEFAULT_REGION_ID;
  if (!Object.hasOwn(REGIONS, wanted)) {
    throw new Error(`REGION=${wanted} is not a region of this site; known: ${Object.keys(REGIONS).join(', ')}`);
  }
  return REGIONS[wanted];
}

/** Where neither the bundler nor the environment gives `process` (a Worker), the default region. */
function regionFromEnvironment(): string | undefined {
  try {
    return process.env.REGION;
  } catch {
    return undefined;
  }
}

export const region: RegionConfig = regionFor(regionFromEnvironment());
