/**
 * How a built page lists the app's bundles without loading them: each becomes
 * `<script type="text/x-app-bundle" src=… integrity=…>`, which a browser neither fetches nor runs (an unknown
 * script type), and the boot script turns them into real scripts when the app is needed
 * (`plugins/security-headers/appOnDemand.ts` writes the page, `src/boot/index.ts` reads it).
 */
export const APP_BUNDLE_TYPE = 'text/x-app-bundle';

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
