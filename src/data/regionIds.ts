/** The region ids code names: a module of its own so that the boot script does not carry the region list. */

/** The main (global) site: the Ontario modal offers a different text there. */
export const MAIN_SITE_REGION_ID = 'GGPCOM';
/** The Canadian site: Ontario visitors are offered it, and the Ontario modal never shows on it. */
export const CANADA_REGION_ID = 'GGPCA';
