/** @jest-environment jsdom */
import {act, fireEvent} from '@testing-library/react';
import type {ReactNode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';

import QuickButtons from '@site/src/components/shell/QuickButtons';
import {SupportChatProvider, useSupportChat} from '@site/src/components/visitor/SupportChat';
import type {RuntimeConfigStatus} from '@site/src/components/visitor/VisitorContext';
import type {RuntimeConfig} from '@site/src/lib/runtimeConfigDefaults';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';

import {setMockLocation} from '../../mocks/docusaurus/router';
import type * as VisitorMock from '../download/visitorMock';
import {
  bootChat,
  chatButton,
  chatScripts,
  fetchMock,
  fire,
  flush,
  installBootstrap,
  renderChat,
  SCRIPT_URL,
} from './supportChatPage';

// The support chat where the browser suite does not look: the busy state while its script loads, and the hand-over
// from the boot script's help button at hydration (the whole visit, from a tap to the thank-you, and the app
// adopting the boot script's chat: tests/e2e/chat.spec.ts, chat-boot.spec.ts).
let mockContext: {runtimeConfig: RuntimeConfig; runtimeConfigStatus: RuntimeConfigStatus};

jest.mock('@site/src/components/visitor/VisitorContext', () => ({
  ...jest.requireActual<typeof VisitorMock>('../download/visitorMock').visitorContextMock,
  useRuntimeConfig: () => mockContext.runtimeConfig,
  useRuntimeConfigStatus: () => mockContext.runtimeConfigStatus,
}));

beforeEach(() => {
  mockContext = {runtimeConfig: RUNTIME_CONFIG_DEFAULTS, runtimeConfigStatus: 'remote'};
});

test('busy while the script loads (a second press adds nothing), and launched only once the client is ready', async () => {
  setMockLocation({pathname: '/responsible-gaming/'});
  renderChat();
  await flush();
  fireEvent.click(chatButton()!);
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
