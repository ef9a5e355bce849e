/**
 * On a page entered on a chat page the boot script's controller (src/boot/supportChat.ts) is adopted with its state.
 * The capacity check waits for the runtime config, so a deploy's chat URLs are the ones asked, once.
 */
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {createContext, type ReactNode, useContext, useEffect, useMemo, useState, useSyncExternalStore} from 'react';

import {useRuntimeConfig, useRuntimeConfigStatus} from '@site/src/components/visitor/VisitorContext';
import {regionalSettings} from '@site/src/data/regionalSettings';
import {
  type ChatButtonState,
  chatButtonState,
  type ChatSnapshot,
  INITIAL_CHAT_SNAPSHOT,
} from '@site/src/lib/chat/controller';
import {subscribeEmbeddedMessagingEvents} from '@site/src/lib/chat/embeddedMessaging';
import {createPageChatController, keptPageChat, type PageChat} from '@site/src/lib/chat/pageChat';
import {resolveChatSettings} from '@site/src/lib/chat/settings';
import {sitePathOf} from '@site/src/lib/geolocation';

const noop = (): void => undefined;

const SupportChatContext = createContext<{buttonState: ChatButtonState; open: () => void; snapshot: ChatSnapshot}>({
  buttonState: 'hidden',
  open: noop,
  snapshot: INITIAL_CHAT_SNAPSHOT,
});

export function useSupportChat() {
  return useContext(SupportChatContext);
}

const noSubscription = (): (() => void) => noop;
const initialSnapshot = (): ChatSnapshot => INITIAL_CHAT_SNAPSHOT;

/** The boot script's chat when it ran one on this page, else a new one; none in the server render (no window). */
function thisPageChat(): PageChat | null {
  if (typeof window === 'undefined') return null;
  return keptPageChat() ?? {controller: createPageChatController(), handOver: noop};
}

export function SupportChatProvider({children}: {children: ReactNode}): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const runtimeConfig = useRuntimeConfig();
  const runtimeConfigStatus = useRuntimeConfigStatus();
  const [pageChat] = useState(thisPageChat);
  const controller = pageChat?.controller ?? null;

  useEffect(() => {
    if (!pageChat) return undefined;
    // From here the app draws the button, answers its taps and forwards the client's events, each once.
    pageChat.handOver();
    return subscribeEmbeddedMessagingEvents(pageChat.controller.vendorEvent, window);
  }, [pageChat]);

  useEffect(() => (controller ? controller.dispose : undefined), [controller]);

  const chat = runtimeConfig.chat;
  useEffect(() => {
    if (!controller || runtimeConfigStatus === 'loading') return;
    const siteBase = new URL(baseUrl, window.location.origin).href;
    controller.setSettings(resolveChatSettings(chat, siteBase, regionalSettings.isSupportChat));
  }, [controller, runtimeConfigStatus, chat, baseUrl]);

  useEffect(() => {
    controller?.routeChanged(sitePathOf(pathname, baseUrl));
  }, [controller, pathname, baseUrl]);

  const snapshot = useSyncExternalStore(
    controller ? controller.subscribe : noSubscription,
    controller ? controller.getSnapshot : initialSnapshot,
    // Hydration renders what the page shows: the button as the boot script drew it from the same controller
    // (nothing to patch, focus kept); a controller created here is still in its initial state, as on the server.
    controller ? controller.getSnapshot : initialSnapshot,
  );
  const open = controller ? controller.open : noop;
  const buttonState = chatButtonState(snapshot);

  const value = useMemo(() => ({buttonState, open, snapshot}), [buttonState, open, snapshot]);
  return <SupportChatContext.Provider value={value}>{children}</SupportChatContext.Provider>;
}
