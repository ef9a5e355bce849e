/**
 * The shared page of the support chat's tests (`SupportChat*.test.tsx`): the visitor context they mock, a fetch
 * that answers the capacity request, the chat's buttons rendered in its provider, the vendor's bootstrap faked,
 * the boot script's chat kept on the page, and a fresh page with fake timers before each test. Each test file
 * mocks `VisitorContext` itself, with its own `mockContext` (a module factory reaches only its file's names).
 */
import {act, render, screen} from '@testing-library/react';
import type {ReactNode} from 'react';

import {bindChatButton} from '@site/src/boot/chatButton';
import QuickButtons from '@site/src/components/shell/QuickButtons';
import {SupportChatProvider, useSupportChat} from '@site/src/components/visitor/SupportChat';
import {resetScriptLoadsForTests} from '@site/src/lib/chat/embeddedMessaging';
import {createPageChatController, keepPageChat} from '@site/src/lib/chat/pageChat';
import {resolveChatSettings} from '@site/src/lib/chat/settings';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';

export const CAPACITY_URL = 'http://localhost/api/chat/capacity';
export const SCRIPT_URL = 'http://localhost/chat-stand-in/embedded-messaging.js';

export const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit?]>();

function answer(body: unknown) {
  return Promise.resolve({status: 200, headers: {get: () => null}, text: async () => JSON.stringify(body)});
}

export function ChatButtons(): ReactNode {
  const chat = useSupportChat();
  return (
    <>
      <QuickButtons chatState={chat.buttonState} onChatClick={chat.open} />
      <output data-testid="client">{chat.snapshot.client}</output>
    </>
  );
}

export function renderChat() {
  return render(
    <SupportChatProvider>
      <ChatButtons />
    </SupportChatProvider>,
  );
}

export const chatButton = () => document.querySelector<HTMLButtonElement>('button[data-chat-state]');
export const chatClient = () => screen.getByTestId('client').textContent;
export const chatScripts = () => document.head.querySelectorAll('script[data-support-chat]');

export async function flush(ms = 0): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

export function fire(name: string, detail?: unknown): void {
  act(() => {
    window.dispatchEvent(new CustomEvent(name, {detail}));
  });
}

export interface FakeBootstrap {
  settings: Record<string, unknown>;
  init: jest.Mock;
  utilAPI: {launchChat: jest.Mock; minimizeChat: jest.Mock};
  userVerificationAPI: {clearSession: jest.Mock};
}

export function installBootstrap(): FakeBootstrap {
  const bootstrap: FakeBootstrap = {
    settings: {},
    init: jest.fn(),
    utilAPI: {launchChat: jest.fn(async () => undefined), minimizeChat: jest.fn(async () => undefined)},
    userVerificationAPI: {clearSession: jest.fn(async () => undefined)},
  };
  (window as unknown as {embeddedservice_bootstrap?: FakeBootstrap}).embeddedservice_bootstrap = bootstrap;
  return bootstrap;
}

/**
 * The chat as the boot script leaves it on a chat page (src/boot/supportChat.ts): its controller kept on the
 * page, drawing the server-rendered help button (when there is one) and answering its taps, capacity asked.
 */
export async function bootChat(): Promise<void> {
  const controller = createPageChatController();
  keepPageChat({controller, handOver: bindChatButton(controller, () => undefined)});
  controller.routeChanged('/responsible-gaming/');
  controller.setSettings(resolveChatSettings(RUNTIME_CONFIG_DEFAULTS.chat, 'http://localhost/', true));
  await flush();
}

beforeEach(() => {
  // A new page: no chat kept from the previous test's boot script.
  delete (globalThis as {__ggpSupportChat?: unknown}).__ggpSupportChat;
  jest.useFakeTimers();
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => answer({hasCapacity: true}));
  (globalThis as unknown as {fetch: typeof fetchMock}).fetch = fetchMock;
  resetScriptLoadsForTests();
  for (const script of chatScripts()) script.remove();
  delete (window as unknown as {embeddedservice_bootstrap?: unknown}).embeddedservice_bootstrap;
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});
