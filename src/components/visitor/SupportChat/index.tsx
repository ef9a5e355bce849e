/**
 * Support chat: drives the chat controller (src/lib/chat/controller.ts) from the route,
 * the runtime config's chat settings and the embedded-messaging client's window events, and gives the
 * help chat quick button its state. Mounted once in `src/theme/Root.tsx`, inside the visitor context.
 *
 * Everything happens after hydration: the static HTML (and the first client render) has the chat
 * button hidden. The capacity check waits for `/runtime-config.json` to settle, so a deploy's chat URLs
 * are the ones asked, once.
 */
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import React, {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';

import {useRuntimeConfig, useRuntimeConfigStatus} from '@site/src/components/visitor/VisitorContext';
import {regionalSettings} from '@site/src/data/regionalSettings';
import {createChatController} from '@site/src/lib/chat/controller';
import {resolveChatSettings} from '@site/src/lib/chat/settings';
import {
  type ChatButtonState,
  chatButtonState,
  type ChatSnapshot,
  INITIAL_CHAT_SNAPSHOT,
} from '@site/src/lib/chat/snapshot';
import type {ChatController} from '@site/src/lib/chat/types';
import {sitePathOf} from '@site/src/lib/geolocation';

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

/** Chat errors are logged only (a failing third party stays silent for the visitor), never as console errors or warnings. */
function logChat(message: string, detail?: unknown): void {
  console.info(`[support chat] ${message}`, detail ?? '');
}

export function SupportChatProvider({children}: {children: ReactNode}): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const runtimeConfig = useRuntimeConfig();
  const runtimeConfigStatus = useRuntimeConfigStatus();
  // Created on the client only (the server render has no window); creating it touches nothing yet.
  const [controller] = useState<ChatController | null>(() =>
    typeof window === 'undefined'
      ? null
      : createChatController({
          client: createEmbeddedMessagingClient(window),
          loadScript: (url) => loadScriptOnce(url, document),
          log: logChat,
        }),
  );

  useEffect(() => {
    if (!controller) return undefined;
    return subscribeEmbeddedMessagingEvents(controller.vendorEvent, window);
  }, [controller]);

  // Timers and pending checks stop when the provider goes away.
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
    initialSnapshot,
  );
  const open = useCallback(() => controller?.open(), [controller]);
  const buttonState = chatButtonState(snapshot);

  const value = useMemo<SupportChatValue>(() => ({buttonState, open, snapshot}), [buttonState, open, snapshot]);
  return <SupportChatContext.Provider value={value}>{children}</SupportChatContext.Provider>;
}
