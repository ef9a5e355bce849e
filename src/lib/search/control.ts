/** The header's search button carries this attribute; the boot script opens the search from it. */
export const SITE_SEARCH_ATTRIBUTE = 'data-site-search';
/** The search dialog's id, once the search has made it (the button names it in `data-opens-dialog`). */
export const SITE_SEARCH_DIALOG_ID = 'site-search';
