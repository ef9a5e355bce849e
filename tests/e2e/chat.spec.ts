import {CHAT_CLEAR_AFTER_THANK_YOU_MS} from '../../src/lib/chat/controller';
import {axeViolations} from './axe';
import {CAPACITY, chatButton, chatFrame, open, recordSessionTimes, watchChatRequests} from './chatPage';
import {expect, test, waitForHydration} from './fixtures';
import {visitorDecided} from './visitorHarness';

/**
 * Support chat on the production build, against the local stand-ins: the edge answers
 * `/api/chat/capacity` (CHAT_STAND_IN=1 in the e2e global setup) and the built runtime config points the
 * chat script at `/chat-stand-in/embedded-messaging.js`, which emits the embedded-messaging client's events.
 * On a chat page the boot script runs the chat until the app starts (src/boot/supportChat.ts); the app
 * adopts it (chat-boot.spec.ts). Here: the whole flow, and the pages and times without a chat.
 */
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
