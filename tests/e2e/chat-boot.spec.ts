import type {Page} from '@playwright/test';

import {CHAT_CHUNK_WAIT_MS} from '../../src/boot/onDemand';
import {CAPACITY, chatButton, chatFrame, watchChatRequests} from './chatPage';
import {expect, test, waitForHydration} from './fixtures';

/**
 * Support chat before the app: on a chat page the boot script draws the help button and runs the chat until the
 * app starts (src/boot/supportChat.ts), and the app adopts that chat. Same stand-ins as chat.spec.ts.
 */

/** The app's own bundles (React and the site's client), which the boot script adds when the app starts. */
const APP_MAIN_BUNDLE = /\/assets\/js\/main\.[0-9a-f]+\.js$/;
/**
 * The boot script's chat chunk. The chat pages' own boot file has the chat in it; the other pages' boot file
 * imports the chunk on a chat page it was not built for (as `withPagesBootFile` serves one).
 */
const BOOT_CHAT_CHUNK = /\/assets\/js\/boot-supportChat\.[0-9A-Z]+\.js$/;
const BOOT_TAG = /<script integrity="[^"]+" type=module src=\/assets\/js\/(boot(?:-chat)?\.[0-9A-Z]+\.js) /;

/**
 * Serves /responsible-gaming/ with the other pages' boot file in place of its own (its integrity left out), so
 * that the page imports the chat as a chunk: the one way to hold the chat back and test the app's bounded wait.
 */
async function withPagesBootFile(page: Page): Promise<void> {
  await page.route('**/responsible-gaming/', async (route) => {
    const pagesBoot = BOOT_TAG.exec(await (await route.fetch({url: new URL('/', route.request().url()).href})).text());
    const response = await route.fetch();
    const html = await response.text();
    expect(pagesBoot?.[1]).toMatch(/^boot\./);
    await route.fulfill({
      response,
      body: html.replace(BOOT_TAG, `<script type=module src=/assets/js/${pagesBoot?.[1] ?? ''} `),
    });
  });
}

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
 * Opens /responsible-gaming/ with the other pages' boot file, its chat chunk held and the page's clock in the
 * test's hands (installed, so the test can stop or move it); returns once the page has asked for the chunk.
 */
async function openWithChatChunkHeld(page: Page): Promise<{releaseChat: () => void; chunkUrl: string}> {
  await withPagesBootFile(page);
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
  const chatChunks: string[] = [];
  page.on('request', (request) => {
    if (APP_MAIN_BUNDLE.test(request.url())) appBundles.push(request.url());
    if (BOOT_CHAT_CHUNK.test(request.url())) chatChunks.push(request.url());
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
  // The chat is in this page's own boot file: no chunk was fetched for it.
  expect(chatChunks).toEqual([]);

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

test('on /responsible-gaming/ with the chat as a chunk, an early first interaction waits for the boot script’s chat, which the app adopts', async ({
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
