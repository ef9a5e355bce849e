/**
 * The support chat on its pages, before the app runs: imported only on the chat pages (src/boot/index.ts), and
 * bundled into the chat pages' own boot file (plugins/post-build/bootBundle.ts), so other pages' boot
 * script stays as small as it was. It creates the page's one chat
 * controller (src/lib/chat/pageChat.ts), asks for capacity with the boot script's runtime config (the same
 * answer the app reuses), shows the server-rendered help button when an agent is free and opens the chat on a
 * tap, loading the vendor's script without React. The app adopts the controller when it runs, and from then on
 * keeps the other chat rules (leaving the pages minimizes, the thank-you clears) as it always has.
 */
import {regionalSettings} from '../data/regionalSettings';
import {subscribeEmbeddedMessagingEvents} from '../lib/chat/embeddedMessaging';
import {createPageChatController, keepPageChat} from '../lib/chat/pageChat';
import {resolveChatSettings} from '../lib/chat/settings';
import {RUNTIME_CONFIG_DEFAULTS} from '../lib/runtimeConfigDefaults';
import {requestRuntimeConfig} from '../lib/visitorRequests';
import {bindChatButton} from './chatButton';

export interface ChatPage {
  /** the site's base URL, from the boot script's tag */
  baseUrl: string;
  /** this page's path inside the site (base URL removed) */
  path: string;
  /** starts the app, as a first interaction does */
  startApp: () => void;
}

export function startSupportChat({baseUrl, path, startApp}: ChatPage): void {
  const controller = createPageChatController();
  const stopEvents = subscribeEmbeddedMessagingEvents(controller.vendorEvent, window);
  const stopButton = bindChatButton(controller, startApp);
  keepPageChat({
    controller,
    handOver: () => {
      stopEvents();
      stopButton();
    },
  });
  controller.routeChanged(path);
  // The app reads the same answer (one request per page) and gives the controller the same settings, which it
  // then ignores. A failed or invalid config leaves the built-in defaults, as in the app.
  const siteBase = new URL(baseUrl, location.origin).href;
  void requestRuntimeConfig(baseUrl)
    .catch(() => null)
    .then((config) =>
      controller.setSettings(
        resolveChatSettings((config ?? RUNTIME_CONFIG_DEFAULTS).chat, siteBase, regionalSettings.isSupportChat),
      ),
    );
}
