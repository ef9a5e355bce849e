/**
 * The region being built: the one module through which every region-specific value reaches the code.
 *
 * `REGION` names it (`REGION=GGPCA npm run build`); unset means Hungary. In Node (the Docusaurus config,
 * plugins, scripts, Jest) it is read from the environment; in the browser bundle and the boot script the
 * bundler writes the built region's id in its place (`plugins/region`), so a page can never switch region.
 * An unknown id stops the build with the list of known ones, rather than building some other site.
 */
import {DEFAULT_REGION_ID, REGIONS} from '../../regions';
import type {GeolocationRule, LanguageTexts, RegionConfig} from '../../regions/regionConfig';

export type {GeolocationRule, LanguageTexts, RegionConfig};

/** The region config for `id` (default: Hungary); throws for an id no folder in `regions/` defines. */
export function regionFor(id: string | undefined): RegionConfig {
  const wanted = (id ?? '').trim() || DEFAULT_REGION_ID;
  if (!Object.hasOwn(REGIONS, wanted)) {
    throw new Error(`REGION=${wanted} is not a region of this site; known: ${Object.keys(REGIONS).join(', ')}`);
  }
  return REGIONS[wanted];
}

/**
 * `REGION` as the bundler wrote it in, or the environment's. Where neither exists (a Worker built without it)
 * the reference to `process` throws, and that means the default region.
 */
function regionFromEnvironment(): string | undefined {
  try {
    return process.env.REGION;
  } catch {
    return undefined;
  }
}

export const region: RegionConfig = regionFor(regionFromEnvironment());
