/**
 * The app's bundles are listed in one JSON data block, in the order they run: a browser neither fetches nor runs
 * data, and the HTML stays valid (a script that is not JavaScript may carry neither `src` nor `integrity`).
 */
export const APP_BUNDLES_ID = 'app-bundles';

export interface ListedBundle {
  src: string;
  integrity: string | null;
}

/** On the boot script's own tag. */
export const BASE_URL_ATTRIBUTE = 'data-base-url';

export const LOCALE_ATTRIBUTES = {current: 'data-locale', default: 'data-default-locale', all: 'data-locales'} as const;

/** Set on `<html>` when the app starts, to why. */
export const APP_START_ATTRIBUTE = 'data-app-start';

/** For a page whose content comes from the browser (the path of a page not found, the visitor's platform). */
export const NEEDS_APP_ON_LOAD = {'data-app-on-load': ''} as const;

/**
 * How long a started app waits for the boot script's chat chunk (about 2 KB) before the app runs the chat itself:
 * a request that never settles must not hold the visitor's app back.
 */
export const CHAT_CHUNK_WAIT_MS = 4000;
