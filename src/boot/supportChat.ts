/**
 * The support chat on its pages, before the app runs (docs/architecture.md, boot script): in the chat pages' own
 * boot file, so other pages' boot script stays small. The app adopts its controller when it runs.
 */
import {regionalSettings} from '../data/regionalSettings';
import {subscribeEmbeddedMessagingEvents} from '../lib/chat/embeddedMessaging';
import {createPageChatController, keepPageChat} from '../lib/chat/pageChat';
import {resolveChatSettings} from '../lib/chat/settings';
import {RUNTIME_CONFIG_DEFAULTS} from '../lib/runtimeConfigDefaults';
import {requestRuntimeConfig} from '../lib/visitorRequests';
import {bindChatButton} from './chatButton';

export interface ChatPage {
  baseUrl: string;
  /** this page's path inside the site (base URL removed) */
  path: string;
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
