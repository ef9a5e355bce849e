/**
 * The region ids that code names (the full list of regional sites is `regions.ts`). A module of its own so that
 * code needing an id, such as the boot script's visitor rules, does not carry the region list with it.
 */

/** The main (global) site: the Ontario modal offers a different text there. */
export const MAIN_SITE_REGION_ID = 'GGPCOM';
/** The Canadian site: Ontario visitors are offered it, and the Ontario modal never shows on it. */
export const CANADA_REGION_ID = 'GGPCA';
