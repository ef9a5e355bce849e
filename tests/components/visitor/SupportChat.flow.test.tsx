import {act, fireEvent} from '@testing-library/react';
import type {ReactNode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';

import QuickButtons from '@site/src/components/shell/QuickButtons';
import {SupportChatProvider, useSupportChat} from '@site/src/components/visitor/SupportChat';
import type {RuntimeConfigStatus} from '@site/src/components/visitor/VisitorContext';
import {CHAT_CLEAR_AFTER_THANK_YOU_MS} from '@site/src/lib/chat/types';
import type {RuntimeConfig} from '@site/src/lib/runtimeConfigDefaults';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';

import {setMockLocation} from '../../mocks/docusaurus/router';
import type * as VisitorMock from '../download/visitorMock';
import {
  bootChat,
  CAPACITY_URL,
  chatButton,
  ChatButtons,
  chatScripts,
  fetchMock,
  fire,
  flush,
  installBootstrap,
  phase,
  renderChat,
  SCRIPT_URL,
  THANK_YOU,
} from './supportChatPage';

// The support chat from a tap to the thank-you, and the hand-over from the boot script's chat on a chat page.
let mockContext: {runtimeConfig: RuntimeConfig; runtimeConfigStatus: RuntimeConfigStatus};

jest.mock('@site/src/components/visitor/VisitorContext', () => ({
  ...jest.requireActual<typeof VisitorMock>('../download/visitorMock').visitorContextMock,
  useRuntimeConfig: () => mockContext.runtimeConfig,
  useRuntimeConfigStatus: () => mockContext.runtimeConfigStatus,
}));

beforeEach(() => {
  mockContext = {runtimeConfig: RUNTIME_CONFIG_DEFAULTS, runtimeConfigStatus: 'remote'};
});

test('full flow: available → busy while loading → launched after ready → cleared 3 s after the thank-you', async () => {
  setMockLocation({pathname: '/responsible-gaming/'});
  const view = renderChat();
  await flush();
  expect(fetchMock).toHaveBeenCalledWith(CAPACITY_URL, expect.objectContaining({method: 'GET'}));
  const button = chatButton()!;
  expect(button).toHaveAttribute('data-chat-state', 'available');

  fireEvent.click(button);
  expect(chatScripts()).toHaveLength(1);
  expect(chatScripts()[0]).toHaveAttribute('src', SCRIPT_URL);
  expect(chatButton()).toHaveAttribute('data-chat-state', 'busy');
  expect(chatButton()).toHaveAttribute('aria-busy', 'true');

  // A second press while loading injects nothing more.
  fireEvent.click(chatButton()!);
  expect(chatScripts()).toHaveLength(1);

  const bootstrap = installBootstrap();
  act(() => {
    chatScripts()[0].dispatchEvent(new Event('load'));
  });
  await flush();
  expect(bootstrap.init).toHaveBeenCalledWith('stand-in', 'GGPHU_Messaging', 'http://localhost/chat-stand-in/', {
    scrt2URL: 'http://localhost/chat-stand-in/',
  });
  expect(bootstrap.settings).toMatchObject({language: 'hu', hideChatButtonOnLoad: true});
  expect(bootstrap.utilAPI.launchChat).not.toHaveBeenCalled();

  fire('onEmbeddedMessagingReady');
  expect(bootstrap.utilAPI.launchChat).toHaveBeenCalledTimes(1);
  fire('onEmbeddedMessagingWindowMaximized');
  expect(chatButton()).toHaveAttribute('data-chat-state', 'available');
  expect(phase()).toBe('open');

  // Leaving the responsible-gaming pages minimizes the frame; coming back checks again.
  setMockLocation({pathname: '/'});
  view.rerender(
    <SupportChatProvider>
      <ChatButtons />
    </SupportChatProvider>,
  );
  await flush();
  expect(bootstrap.utilAPI.minimizeChat).toHaveBeenCalledTimes(1);
  expect(phase()).toBe('minimized');
  expect(chatButton()).toBeNull();

  setMockLocation({pathname: '/responsible-gaming/'});
  view.rerender(
    <SupportChatProvider>
      <ChatButtons />
    </SupportChatProvider>,
  );
  await flush();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  fireEvent.click(chatButton()!);
  expect(bootstrap.utilAPI.launchChat).toHaveBeenCalledTimes(2);
  fire('onEmbeddedMessagingWindowMaximized');
  expect(phase()).toBe('open');

  // The automated thank-you reply: the session is cleared after 3000 ms.
  fire('onEmbeddedMessageSent', {
    conversationEntry: {
      sender: {role: 'Chatbot', appType: 'chatbot'},
      entryPayload: JSON.stringify({abstractMessage: {staticContent: {formatType: 'Text', text: THANK_YOU}}}),
    },
  });
  await flush(CHAT_CLEAR_AFTER_THANK_YOU_MS - 1);
  expect(bootstrap.userVerificationAPI.clearSession).not.toHaveBeenCalled();
  await flush(1);
  expect(bootstrap.userVerificationAPI.clearSession).toHaveBeenCalledTimes(1);
  expect(phase()).toBe('ready');
  expect(chatScripts()).toHaveLength(1);
});

test('adopts the chat the boot script kept on a chat page: no second capacity request, and it drives that chat', async () => {
  setMockLocation({pathname: '/responsible-gaming/'});
  const {controller, handOver} = await bootChat();
  expect(fetchMock).toHaveBeenCalledTimes(1);

  const view = renderChat();
  await flush(100);
  expect(handOver).toHaveBeenCalledTimes(1);
  // The same settings and the same route: the controller asks nothing again.
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(chatButton()).toHaveAttribute('data-chat-state', 'available');

  // The app's button and the app's event subscription drive the boot script's controller.
  fireEvent.click(chatButton()!);
  expect(controller.getSnapshot()).toMatchObject({loading: true, client: 'loading-script'});
  expect(chatScripts()).toHaveLength(1);
  const bootstrap = installBootstrap();
  act(() => {
    chatScripts()[0].dispatchEvent(new Event('load'));
  });
  await flush();
  fire('onEmbeddedMessagingReady');
  expect(bootstrap.utilAPI.launchChat).toHaveBeenCalledTimes(1);
  fire('onEmbeddedMessagingWindowMaximized');
  expect(phase()).toBe('open');

  // Leaving the chat pages minimizes, as with a chat the app created.
  setMockLocation({pathname: '/'});
  view.rerender(
    <SupportChatProvider>
      <ChatButtons />
    </SupportChatProvider>,
  );
  await flush();
  expect(bootstrap.utilAPI.minimizeChat).toHaveBeenCalledTimes(1);
  expect(phase()).toBe('minimized');
});

test('hydration keeps the help button the boot script drew: the same element with its focus, nothing to patch', async () => {
  setMockLocation({pathname: '/responsible-gaming/'});
  function ChatQuickButtons(): ReactNode {
    const chat = useSupportChat();
    return <QuickButtons chatState={chat.buttonState} onChatClick={chat.open} />;
  }
  const tree = (
    <SupportChatProvider>
      <ChatQuickButtons />
    </SupportChatProvider>
  );
  // The static page: the help button is there, hidden.
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.appendChild(container);
  const placeholder = container.querySelector('button[data-chat-button]');
  expect(placeholder).toHaveAttribute('data-visible', 'false');

  // The boot script shows it once an agent is free; the visitor focuses it before the app runs.
  await bootChat();
  const button = chatButton()!;
  expect(button).toBe(placeholder);
  expect(button).toHaveAttribute('data-visible', 'true');
  act(() => button.focus());

  // React (development build) reports every attribute hydration finds different from its render.
  const errors = jest.spyOn(console, 'error');
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree);
  });
  await flush();
  expect(errors).not.toHaveBeenCalled();
  expect(chatButton()).toBe(button);
  expect(document.activeElement).toBe(button);
  expect(button).toHaveAttribute('data-chat-state', 'available');
  expect(fetchMock).toHaveBeenCalledTimes(1);

  // After the hand-over each tap opens once: the app's handler alone answers it.
  fireEvent.click(button);
  expect(button).toHaveAttribute('data-chat-state', 'busy');
  const bootstrap = installBootstrap();
  act(() => {
    chatScripts()[0].dispatchEvent(new Event('load'));
  });
  await flush();
  fire('onEmbeddedMessagingReady');
  fire('onEmbeddedMessagingWindowMinimized');
  fireEvent.click(button);
  expect(bootstrap.utilAPI.launchChat).toHaveBeenCalledTimes(2);
  expect(chatScripts()).toHaveLength(1);

  act(() => root?.unmount());
  container.remove();
});
