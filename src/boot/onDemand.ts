/**
 * How a built page lists the app's bundles without loading them: one JSON data block,
 * `<script type="application/json" id="app-bundles">[{"src": …, "integrity": …}, …]</script>`, in the order they
 * run. A browser neither fetches nor runs data, and the HTML stays valid (a script that is not JavaScript may
 * carry neither `src` nor `integrity`). The boot script turns the list into real scripts when the app is needed
 * (`plugins/post-build/appOnDemand.ts` writes it, `src/boot/appBundles.ts` reads it).
 */
export const APP_BUNDLES_ID = 'app-bundles';

/** One listed bundle: its URL and its subresource integrity, when the build knows it. */
export interface ListedBundle {
  src: string;
  integrity: string | null;
}

/** On the boot script's own tag: the site's base URL (`data-base-url`). */
export const BASE_URL_ATTRIBUTE = 'data-base-url';

/** On the boot script's own tag: the page's locale, the default one and all (comma-separated), for the locale cookie. */
export const LOCALE_ATTRIBUTES = {current: 'data-locale', default: 'data-default-locale', all: 'data-locales'} as const;

/** Set on `<html>` when the app starts, to why: an interaction or the visitor rule that needs it. */
export const APP_START_ATTRIBUTE = 'data-app-start';

/**
 * Spread on an element whose page needs the app as soon as it loads: what it shows comes from the browser
 * (the path of a page not found, the download page's highlight of the visitor's platform).
 */
export const NEEDS_APP_ON_LOAD = {'data-app-on-load': ''} as const;

/**
 * How long a started app waits for the boot script's chat chunk on a chat page (about 2 KB). If the chunk has
 * not come by then, the boot script gives its chat up and the app runs the chat itself, as on a page without
 * it: a request that never settles must not hold the visitor's app back.
 */
export const CHAT_CHUNK_WAIT_MS = 4000;
