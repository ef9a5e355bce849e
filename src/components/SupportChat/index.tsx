/**
 * Support chat (spec §4 "Chat"): drives the chat controller (src/lib/chatController.ts) from the route,
 * the runtime config's chat settings and the embedded-messaging client's window events, and gives the
 * help chat quick button its state. Mounted once in `src/theme/Root.tsx`, inside the visitor context.
 *
 * Everything happens after hydration: the static HTML (and the first client render) has the chat
 * button hidden. The capacity check waits for `/runtime-config.json` to settle, so a deploy's chat URLs
 * are the ones asked, once.
 */
import React, {createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useVisitorContext} from '@site/src/components/VisitorContext';
import {footerConfig} from '@site/src/data/footer';
import {sitePathOf} from '@site/src/lib/geolocation';
import {
  INITIAL_CHAT_SNAPSHOT,
  chatButtonState,
  createChatController,
  resolveChatSettings,
  type ChatButtonState,
  type ChatController,
  type ChatSnapshot,
} from '@site/src/lib/chatController';
import {createEmbeddedMessagingClient, loadScriptOnce, subscribeEmbeddedMessagingEvents} from './embeddedMessaging';

export interface SupportChatValue {
  /** state of the help chat quick button */
  buttonState: ChatButtonState;
  /** the help chat button was pressed */
  open: () => void;
  snapshot: ChatSnapshot;
}

const noop = (): void => undefined;

const SupportChatContext = createContext<SupportChatValue>({
  buttonState: 'hidden',
  open: noop,
  snapshot: INITIAL_CHAT_SNAPSHOT,
});

export function useSupportChat(): SupportChatValue {
  return useContext(SupportChatContext);
}

const noSubscription = (): (() => void) => noop;
const initialSnapshot = (): ChatSnapshot => INITIAL_CHAT_SNAPSHOT;

/** Chat errors are logged only (spec §8), never as console errors or warnings. */
function logChat(message: string, detail?: unknown): void {
  console.info(`[support chat] ${message}`, detail ?? '');
}

export function SupportChatProvider({children}: {children: ReactNode}): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const {runtimeConfig, runtimeConfigStatus} = useVisitorContext();
  const [controller, setController] = useState<ChatController | null>(null);

  useEffect(() => {
    const created = createChatController({
      client: createEmbeddedMessagingClient(window),
      loadScript: (url) => loadScriptOnce(url, document),
      log: logChat,
    });
    const unsubscribe = subscribeEmbeddedMessagingEvents(created.vendorEvent, window);
    setController(created);
    return () => {
      unsubscribe();
      created.dispose();
      setController(null);
    };
  }, []);

  const chat = runtimeConfig.chat;
  useEffect(() => {
    if (!controller || runtimeConfigStatus === 'loading') return;
    const siteBase = new URL(baseUrl, window.location.origin).href;
    controller.setSettings(resolveChatSettings(chat, siteBase, footerConfig.isSupportSalesforceMessaging));
  }, [controller, runtimeConfigStatus, chat, baseUrl]);

  useEffect(() => {
    controller?.routeChanged(sitePathOf(pathname, baseUrl));
  }, [controller, pathname, baseUrl]);

  const snapshot = useSyncExternalStore(
    controller ? controller.subscribe : noSubscription,
    controller ? controller.getSnapshot : initialSnapshot,
    initialSnapshot,
  );
  const open = useCallback(() => controller?.open(), [controller]);
  const buttonState = chatButtonState(snapshot);

  const value = useMemo<SupportChatValue>(() => ({buttonState, open, snapshot}), [buttonState, open, snapshot]);
  return <SupportChatContext.Provider value={value}>{children}</SupportChatContext.Provider>;
}
