/**
 * The boot script, the one script every page runs on load (why and what: docs/architecture.md, "The browser").
 * The app starts on the first interaction, or at once when the page or a visitor rule needs it.
 */
import {CHAT_BUTTON_ATTRIBUTE} from '../lib/chat/buttonAttributes';
import {isChatPage} from '../lib/chat/route';
import {pageLoadCookieJar, readCloseRM} from '../lib/cookies';
import {applyEmbedMode, nextEmbedMode} from '../lib/embedMode';
import {sitePathOf} from '../lib/geolocation';
import {rememberLocale} from '../lib/rememberLocale';
import {RUNTIME_CONFIG_DEFAULTS} from '../lib/runtimeConfigDefaults';
import {planThirdParty} from '../lib/thirdParty';
import {requestGeo, requestRuntimeConfig} from '../lib/visitorRequests';
import {addAppBundles} from './appBundles';
import {appNeededOnLoad, type AppReason} from './appNeededOnLoad';
import {closeDetailsOnEscape, openDialogsFromLinks, runDialogCommandsWhereMissing} from './dialogCommands';
import {APP_START_ATTRIBUTE, BASE_URL_ATTRIBUTE, CHAT_CHUNK_WAIT_MS, LOCALE_ATTRIBUTES} from './onDemand';
import {closePopoversWhenFocusLeaves} from './popoverFocus';
import {replayDownloadTaps} from './replayDownloadTap';
import {openSearchFromControls} from './siteSearch';

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

let started = false;
let chatSetUp: Promise<void> | null = null;
/** Set when the app stopped waiting for the chat chunk: a late chunk then starts nothing (one chat per page). */
let bootChatGivenUp = false;

function startApp(reason: AppReason | 'interaction'): void {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
  document.documentElement.setAttribute(APP_START_ATTRIBUTE, reason);
  // On a chat page the app runs only once the boot script's chat exists, so that it adopts that chat instead of
  // creating a second one (a second capacity request). It is in the chat pages' boot file, so it is ready at once.
  if (!chatSetUp) {
    addAppBundles(document);
    return;
  }
  const givenUp = new Promise<void>((resolve) => setTimeout(resolve, CHAT_CHUNK_WAIT_MS));
  void Promise.race([chatSetUp, givenUp]).then(() => {
    bootChatGivenUp = true;
    addAppBundles(document);
  });
}

function onInteraction(): void {
  startApp('interaction');
}

async function checkVisitorRules(baseUrl: string, path: string): Promise<void> {
  const [loaded, geo] = await Promise.all([
    requestRuntimeConfig(baseUrl).catch(() => null),
    requestGeo(baseUrl).catch(() => null),
  ]);
  const config = loaded ?? RUNTIME_CONFIG_DEFAULTS;
  const reason = appNeededOnLoad({
    config,
    geo,
    path,
    search: location.search,
    userAgent: navigator.userAgent,
    closeRM: readCloseRM(cookies),
    pageAsksForApp: document.querySelector('[data-app-on-load]') !== null,
  });
  if (reason) startApp(reason);
  // One run per page (src/lib/thirdPartyDom.ts).
  const thirdParty = planThirdParty({
    ids: config.thirdParty,
    gdprCountries: config.gdprCountries,
    country: geo?.country ?? null,
    region: geo?.region ?? null,
    search: location.search,
  });
  if (thirdParty.length > 0) {
    await import('../lib/thirdPartyDom').then((dom) => dom.runThirdPartySteps(thirdParty));
  }
}

// A module script has no `document.currentScript`: its tag is found by the base URL it carries.
const bootTag = document.querySelector(`script[${BASE_URL_ATTRIBUTE}]`);
const baseUrl = bootTag?.getAttribute(BASE_URL_ATTRIBUTE) ?? '/';
const locales = bootTag?.getAttribute(LOCALE_ATTRIBUTES.all)?.split(',');
const currentLocale = bootTag?.getAttribute(LOCALE_ATTRIBUTES.current);
const defaultLocale = bootTag?.getAttribute(LOCALE_ATTRIBUTES.default);
// Both cookies the boot script reads come from one read of the browser's cookies.
const cookies = pageLoadCookieJar();
const path = sitePathOf(location.pathname, baseUrl);
applyEmbedMode(document.body.classList, nextEmbedMode(null, location.search));
// The chat before the app draws the page's help button. The error page has none (one HTML for every path that
// matches no route, rendered for none of them): there the app runs the chat once it has hydrated.
if (isChatPage(path) && document.querySelector(`button[${CHAT_BUTTON_ATTRIBUTE}]`)) {
  chatSetUp = import('./supportChat')
    .then((chat) => {
      if (!bootChatGivenUp) chat.startSupportChat({baseUrl, path, startApp: onInteraction});
    })
    .catch(() => undefined); // without it the app runs the chat, as on every other page it enters
}
for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, {capture: true, passive: true});
replayDownloadTaps(onInteraction);
// The page's dialogs are their own open state: their buttons and links work the same before and after the app.
runDialogCommandsWhereMissing(document);
openDialogsFromLinks(document);
closeDetailsOnEscape(document);
if (currentLocale) openSearchFromControls(document, baseUrl, currentLocale);
// The swipe that closes the mobile menu has a chunk of its own, fetched on the page's first touch (the tap that
// opens the menu comes before any swipe on it).
document.addEventListener(
  'touchstart',
  () => {
    import('./swipeToClose').then((swipe) => swipe.closeDialogsOnSwipe(document)).catch(() => undefined);
  },
  {once: true, passive: true},
);
closePopoversWhenFocusLeaves(document);
// The rest in tasks of their own: on a slow phone every task after the first paint must stay short (the
// long-task budget: 50 ms on a phone ten times slower than this machine). The visitor rules' two requests and
// the locale cookie (each cookie access asks the browser process) are a few milliseconds each.
setTimeout(() => {
  checkVisitorRules(baseUrl, path).catch(() => undefined);
}, 0);
if (locales && currentLocale && defaultLocale) {
  setTimeout(() => rememberLocale({currentLocale, locales, defaultLocale}, cookies), 0);
}
