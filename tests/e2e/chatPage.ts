/**
 * The shared page of the support chat's browser tests (`chat*.spec.ts`), on the production build against the
 * local stand-ins: the edge answers `/api/chat/capacity` (CHAT_STAND_IN=1 in the e2e global setup) and the
 * built runtime config points the chat script at `/chat-stand-in/embedded-messaging.js`, which emits the
 * embedded-messaging client's events. Watches the chat's requests, finds its button and window, opens a page
 * once its runtime config has settled, and records when the session ends.
 */
import type {Page, Request} from '@playwright/test';

export const CAPACITY = '/api/chat/capacity';
const SCRIPT = '/chat-stand-in/embedded-messaging.js';

export interface Requests {
  capacity: string[];
  script: string[];
}

export function watchChatRequests(page: Page): Requests {
  const seen: Requests = {capacity: [], script: []};
  page.on('request', (request: Request) => {
    const {pathname} = new URL(request.url());
    if (pathname === CAPACITY) seen.capacity.push(request.method());
    if (pathname === SCRIPT) seen.script.push(request.url());
  });
  return seen;
}

export const chatButton = (page: Page) => page.locator('button[data-chat-state]');
export const chatFrame = (page: Page) => page.locator('#embeddedMessagingFrame');

/** Opens a page and waits until the runtime config has settled (the chat waits for it). */
export async function open(page: Page, path: string): Promise<void> {
  const config = page.waitForResponse('**/runtime-config.json').catch(() => undefined);
  await page.goto(path);
  await config;
}

/** In-page timestamps of the thank-you reply and of the end of the session. */
export async function recordSessionTimes(page: Page): Promise<void> {
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
