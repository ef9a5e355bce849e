/** The search dialog's id, once the search has made it. */
export const SITE_SEARCH_DIALOG_ID = 'site-search';
/** The header's search button, which names the dialog it opens; the boot script opens the search from it. */
export const SITE_SEARCH_BUTTON = `button[data-opens-dialog="${SITE_SEARCH_DIALOG_ID}"]`;
