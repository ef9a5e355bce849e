import type {Page, Request} from '@playwright/test';

import {CHAT_CHUNK_WAIT_MS} from '../../src/boot/onDemand';
import {CHAT_CLEAR_AFTER_THANK_YOU_MS} from '../../src/lib/chat/types';
import {axeViolations} from './axe';
import {expect, test, waitForHydration} from './fixtures';
import {visitorDecided} from './visitorHarness';

/**
 * Support chat on the production build, against the local stand-ins: the edge answers
 * `/api/chat/capacity` (CHAT_STAND_IN=1 in the e2e global setup) and the built runtime config points the
 * chat script at `/chat-stand-in/embedded-messaging.js`, which emits the embedded-messaging client's events.
 * On a chat page the boot script runs the chat until the app starts (src/boot/supportChat.ts); the app
 * adopts it.
 */

const CAPACITY = '/api/chat/capacity';
const SCRIPT = '/chat-stand-in/embedded-messaging.js';

interface Requests {
  capacity: string[];
  script: string[];
}

function watchChatRequests(page: Page): Requests {
  const seen: Requests = {capacity: [], script: []};
  page.on('request', (request: Request) => {
    const {pathname} = new URL(request.url());
    if (pathname === CAPACITY) seen.capacity.push(request.method());
    if (pathname === SCRIPT) seen.script.push(request.url());
  });
  return seen;
}

const chatButton = (page: Page) => page.locator('button[data-chat-state]');
const chatFrame = (page: Page) => page.locator('#embeddedMessagingFrame');

/** Opens a page and waits until the runtime config has settled (the chat waits for it). */
async function open(page: Page, path: string): Promise<void> {
  const config = page.waitForResponse('**/runtime-config.json').catch(() => undefined);
  await page.goto(path);
  await config;
}

/** In-page timestamps of the thank-you reply and of the end of the session. */
async function recordSessionTimes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const times: {thankYou?: number; closed?: number} = {};
    (window as unknown as {chatTimes: typeof times}).chatTimes = times;
    // Capture phase: this runs before the site's own listener, which starts the 3000 ms timer, so the
    // recorded moment is never later than the timer's start.
    window.addEventListener(
      'onEmbeddedMessageSent',
      (event) => {
        const entry = (event as CustomEvent<{conversationEntry: {entryPayload: string}}>).detail.conversationEntry;
        if (entry.entryPayload.includes('Köszönjük')) times.thankYou = performance.now();
      },
      {capture: true},
    );
    window.addEventListener('onEmbeddedMessagingConversationClosed', () => {
      times.closed = performance.now();
    });
  });
}

test('on /responsible-gaming/ the chat opens, loads its script once, minimizes off the pages and clears 3 s after the thank-you', async ({
  page,
  problems,
}) => {
  const requests = watchChatRequests(page);
  // The page's clock is the test's: it runs as usual until the test stops it to time the session's end.
  await page.clock.install();
  await open(page, '/responsible-gaming/');

  // Available after the capacity answer; nothing of the chat script yet.
  await expect(chatButton(page)).toHaveAttribute('data-chat-state', 'available');
  expect(requests.capacity).toEqual(['GET']);
  expect(requests.script).toEqual([]);

  // First open: the script loads, the client gets ready and launches the chat window.
  await chatButton(page).click();
  await expect(chatFrame(page)).toHaveAttribute('data-state', 'maximized');
  await expect(chatFrame(page).getByRole('log')).toContainText('Üdvözöljük');
  // The loading flag is cleared by the maximize event.
  await expect(chatButton(page)).toHaveAttribute('data-chat-state', 'available');
  await expect(chatButton(page)).not.toHaveAttribute('aria-busy', 'true');
  expect(requests.script).toHaveLength(1);
  await expect(page.locator('script[data-support-chat]')).toHaveCount(1);

  // The open chat passes the accessibility bar.
  expect(await axeViolations(page, '#embeddedMessagingFrame')).toEqual([]);

  // Leaving the responsible-gaming pages (client-side navigation, once the app runs: the tap on the help
  // button started it) minimizes the chat frame.
  await waitForHydration(page);
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(chatFrame(page)).toHaveAttribute('data-state', 'minimized');
  await expect(chatButton(page)).toHaveCount(0);
  expect(requests.capacity).toHaveLength(1);

  // Back on the page: a new capacity check; opening maximizes the same session without a new script.
  await page.locator('footer a[href="/responsible-gaming/"]').first().click();
  await expect(page).toHaveURL(/\/responsible-gaming\/$/);
  await expect(chatButton(page)).toHaveAttribute('data-chat-state', 'available');
  expect(requests.capacity).toHaveLength(2);
  await chatButton(page).click();
  await expect(chatFrame(page)).toHaveAttribute('data-state', 'maximized');

  // The automated thank-you reply: the session is cleared 3000 ms later. The page's time stands still from
  // here and moves only as the test moves it, so the delay is measured exactly, however busy the machine.
  await recordSessionTimes(page);
  await page.clock.pauseAt(Date.now() + 10_000);
  await chatFrame(page).getByRole('button', {name: 'Beszélgetés befejezése'}).click();
  await expect(chatFrame(page).getByRole('log')).toContainText('Köszönjük');
  await page.clock.runFor(CHAT_CLEAR_AFTER_THANK_YOU_MS - 1);
  await expect(chatFrame(page)).toHaveAttribute('data-state', 'maximized');
  await page.clock.runFor(1);
  await expect(chatFrame(page)).toHaveAttribute('data-state', 'hidden');
  const times = await page.evaluate(
    () => (window as unknown as {chatTimes: {thankYou?: number; closed?: number}}).chatTimes,
  );
  expect(times.thankYou).toBeDefined();
  expect(times.closed).toBeDefined();
  // In the page's time (performance.now() follows the test's clock): the rule's delay, to the millisecond.
  expect(times.closed! - times.thankYou!).toBe(CHAT_CLEAR_AFTER_THANK_YOU_MS);
  await page.clock.resume();

  // Loaded once in the whole visit.
  expect(requests.script).toHaveLength(1);
  expect(
    await page.evaluate(
      () =>
        (window as unknown as {embeddedservice_bootstrap: {standIn: {loadCount: number}}}).embeddedservice_bootstrap
          .standIn.loadCount,
    ),
  ).toBe(1);
  await expect(page.locator('script[data-support-chat]')).toHaveCount(1);

  expect(problems.console).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

/** The app's own bundles (React and the site's client), which the boot script adds when the app starts. */
const APP_MAIN_BUNDLE = /\/assets\/js\/main\.[0-9a-f]+\.js$/;
/** The boot script's chat chunk, imported on the chat pages only. */
const BOOT_CHAT_CHUNK = /\/assets\/js\/boot-supportChat\.[0-9A-Z]+\.js$/;

/** Holds the page's requests to `url` until the returned function is called. */
async function hold(page: Page, url: RegExp | string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens /responsible-gaming/ with the boot script's chat chunk held and the page's clock in the test's hands
 * (installed, so the test can stop or move it); returns once the page has asked for the chunk.
 */
async function openWithChatChunkHeld(page: Page): Promise<{releaseChat: () => void; chunkUrl: string}> {
  const releaseChat = await hold(page, BOOT_CHAT_CHUNK);
  const chatChunkAsked = page.waitForRequest(BOOT_CHAT_CHUNK);
  await page.clock.install();
  await page.goto('/responsible-gaming/');
  return {releaseChat, chunkUrl: (await chatChunkAsked).url()};
}

/** The quick buttons' boxes: a button that appears must not move the others. */
const quickButtonBoxes = (page: Page) =>
  page.locator('aside[data-embed-part="quick-buttons"] > *').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height];
    }),
  );

test('on /responsible-gaming/ the help button shows without the app, in its kept place, and a tap before the app opens the chat', async ({
  page,
  problems,
}) => {
  const requests = watchChatRequests(page);
  const appBundles: string[] = [];
  page.on('request', (request) => {
    if (APP_MAIN_BUNDLE.test(request.url())) appBundles.push(request.url());
  });
  // The app's main bundle waits until the chat has opened: the chat must open without it.
  const releaseApp = await hold(page, APP_MAIN_BUNDLE);
  // The capacity answer waits too, to compare the quick buttons' places before and after the help button shows.
  const answerCapacity = await hold(page, `**${CAPACITY}`);
  await page.goto('/responsible-gaming/');
  await expect.poll(() => requests.capacity).toEqual(['GET']);
  await expect(page.locator('button[data-chat-button]')).toBeHidden();
  const before = await quickButtonBoxes(page);

  answerCapacity();
  await expect(chatButton(page)).toHaveAttribute('data-chat-state', 'available');
  await expect(chatButton(page)).toBeVisible();
  await expect(chatButton(page)).toHaveAccessibleName('Segítség – chat az ügyfélszolgálattal');
  expect(await quickButtonBoxes(page)).toEqual(before);
  // Shown by the boot script: the app has not started, and none of its bundles was asked for.
  expect(await page.locator('html').getAttribute('data-app-start')).toBeNull();
  expect(appBundles).toEqual([]);

  // The tap starts the app, and opens the chat without waiting for it.
  await chatButton(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-app-start', 'interaction');
  await expect(chatFrame(page)).toHaveAttribute('data-state', 'maximized');
  await expect(chatButton(page)).toHaveAttribute('data-chat-state', 'available');
  await expect(chatButton(page)).toBeFocused();
  // Its main bundle is still held: what opened the chat is the boot script.
  expect(await page.locator('html').getAttribute('data-has-hydrated')).not.toBe('true');

  // The app runs and adopts the boot script's chat: no second capacity request, no second script.
  releaseApp();
  await waitForHydration(page);
  expect(appBundles).toHaveLength(1);
  expect(requests.capacity).toEqual(['GET']);
  await expect(chatButton(page)).toBeFocused();

  // From now on the app answers the button: one launch per tap.
  await chatFrame(page).getByRole('button', {name: 'Kis méret'}).click();
  await expect(chatFrame(page)).toHaveAttribute('data-state', 'minimized');
  await page.evaluate(() => {
    const api = (window as unknown as {embeddedservice_bootstrap: {utilAPI: {launchChat: () => Promise<void>}}})
      .embeddedservice_bootstrap.utilAPI;
    const launch = api.launchChat.bind(api);
    const counted = window as unknown as {launches: number};
    counted.launches = 0;
    api.launchChat = () => {
      counted.launches += 1;
      return launch();
    };
  });
  await chatButton(page).click();
  await expect(chatFrame(page)).toHaveAttribute('data-state', 'maximized');
  expect(await page.evaluate(() => (window as unknown as {launches: number}).launches)).toBe(1);
  expect(requests.script).toHaveLength(1);
  expect(requests.capacity).toEqual(['GET']);
  expect(problems.console).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('on /responsible-gaming/ an early first interaction waits for the boot script’s chat, which the app adopts', async ({
  page,
  problems,
}) => {
  const requests = watchChatRequests(page);
  const {releaseChat} = await openWithChatChunkHeld(page);
  // The page's clock stands still while the chunk is held, so the app's bounded wait for the chunk
  // (CHAT_CHUNK_WAIT_MS) cannot run out however slow the machine is.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  // A key press before the chat's chunk has arrived: the app starts, but adds its bundles only after the chat
  // exists, so that it adopts it rather than making a second one.
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-app-start', 'interaction');
  await expect(page.locator('script[src*="/assets/js/main."]:not([type])')).toHaveCount(0);

  releaseChat();
  await page.clock.resume();
  await waitForHydration(page);
  await expect(chatButton(page)).toHaveAttribute('data-chat-state', 'available');
  expect(requests.capacity).toEqual(['GET']);
  await chatButton(page).click();
  await expect(chatFrame(page)).toHaveAttribute('data-state', 'maximized');
  expect(requests.script).toHaveLength(1);
  expect(problems.console).toEqual([]);
});

test('on /responsible-gaming/ a chat chunk that does not come holds the app back only for the bounded wait; the app then runs the chat', async ({
  page,
  problems,
}) => {
  const requests = watchChatRequests(page);
  const {releaseChat, chunkUrl} = await openWithChatChunkHeld(page);
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-app-start', 'interaction');
  // The chunk is still held when the wait runs out: the app starts without it and runs the chat itself.
  await page.clock.fastForward(CHAT_CHUNK_WAIT_MS);
  await waitForHydration(page);
  await expect(chatButton(page)).toHaveAttribute('data-chat-state', 'available');
  expect(requests.capacity).toEqual(['GET']);

  // The chunk arriving late starts no second chat: the boot script keeps none for the app.
  releaseChat();
  await page.evaluate(async (url) => {
    await import(url);
  }, chunkUrl);
  expect(await page.evaluate(() => '__ggpSupportChat' in window)).toBe(false);
  await chatButton(page).click();
  await expect(chatFrame(page)).toHaveAttribute('data-state', 'maximized');
  expect(requests.capacity).toEqual(['GET']);
  expect(requests.script).toHaveLength(1);
  expect(problems.console).toEqual([]);
});

test('on /about-us/ no capacity request is made and there is no chat button', async ({page, problems}) => {
  const requests = watchChatRequests(page);
  await open(page, '/about-us/');
  // The chat gets its settings with the runtime config; once the visitor context has decided (after that),
  // a capacity check the page meant to make would have been asked for.
  await visitorDecided(page);
  expect(requests.capacity).toEqual([]);
  expect(requests.script).toEqual([]);
  await expect(chatButton(page)).toHaveCount(0);
  expect(problems.console).toEqual([]);
});

test('without an agent the chat button stays hidden and the script is never loaded', async ({page, problems}) => {
  await page.route(`**${CAPACITY}`, (route) => route.fulfill({json: {hasCapacity: false}}));
  const requests = watchChatRequests(page);
  const capacityAnswered = page.waitForResponse(`**${CAPACITY}`);
  await open(page, '/responsible-gaming/');
  // The capacity check comes after the runtime config: wait for its answer, not for a quiet network.
  await capacityAnswered;
  await visitorDecided(page);
  expect(requests.capacity).toHaveLength(1);
  await expect(chatButton(page)).toHaveCount(0);
  expect(requests.script).toEqual([]);
  expect(problems.console).toEqual([]);
});
