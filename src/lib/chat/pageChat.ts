/**
 * The page's one support chat: the boot script creates it before the app runs, so the help button works from its
 * first paint, and the app adopts it, so a page asks for capacity and loads the vendor's script once. Kept on the
 * page (`globalThis`) since the boot script and the app are separate bundles.
 */
import type {ChatController} from './controller';
import {createChatController} from './controller';
import {createEmbeddedMessagingClient, loadScriptOnce} from './embeddedMessaging';

export interface PageChat {
  controller: ChatController;
  /**
   * The app takes the chat over: whoever ran it so far stops drawing the help button, answering its taps and
   * forwarding the client's window events, which the app does from then on.
   */
  handOver: () => void;
}

const PAGE_KEY = '__ggpSupportChat';

type PageWithChat = typeof globalThis & {[PAGE_KEY]?: PageChat};

/** The controller as a page runs it: the embedded-messaging client on `window`, the script added to the document. */
export function createPageChatController(): ChatController {
  return createChatController({
    client: createEmbeddedMessagingClient(window),
    loadScript: (url) => loadScriptOnce(url, document),
    // Logged only (a failing third party stays silent for the visitor), never as console errors or warnings.
    log: (message, detail) => console.info(`[support chat] ${message}`, detail ?? ''),
  });
}

export function keepPageChat(chat: PageChat): void {
  (globalThis as PageWithChat)[PAGE_KEY] = chat;
}

/** The chat the boot script created on this page, or null (not a chat page, or no boot script: the dev server). */
export function keptPageChat(): PageChat | null {
  return (globalThis as PageWithChat)[PAGE_KEY] ?? null;
}
