/** @jest-environment jsdom */
import {act, fireEvent} from '@testing-library/react';
import {renderToString} from 'react-dom/server';

import {SupportChatProvider} from '@site/src/components/visitor/SupportChat';
import type {RuntimeConfigStatus} from '@site/src/components/visitor/VisitorContext';
import type {RuntimeConfig} from '@site/src/lib/runtimeConfigDefaults';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';

import {setMockLocation} from '../../mocks/docusaurus/router';
import type * as VisitorMock from '../download/visitorMock';
import {
  CAPACITY_URL,
  chatButton,
  ChatButtons,
  chatClient,
  chatScripts,
  fetchMock,
  fire,
  flush,
  installBootstrap,
  renderChat,
} from './supportChatPage';

// The support chat's help button where the browser suite (tests/e2e/chat*.spec.ts: other pages, no agent free)
// does not reach: the server render, the wait for the runtime config, and what hides it again (a script that
// fails, an init error).
let mockContext: {runtimeConfig: RuntimeConfig; runtimeConfigStatus: RuntimeConfigStatus};

jest.mock('@site/src/components/visitor/VisitorContext', () => ({
  ...jest.requireActual<typeof VisitorMock>('../download/visitorMock').visitorContextMock,
  useRuntimeConfig: () => mockContext.runtimeConfig,
  useRuntimeConfigStatus: () => mockContext.runtimeConfigStatus,
}));

beforeEach(() => {
  mockContext = {runtimeConfig: RUNTIME_CONFIG_DEFAULTS, runtimeConfigStatus: 'remote'};
});

test('the server render has no chat button', () => {
  setMockLocation({pathname: '/responsible-gaming/'});
  const html = renderToString(
    <SupportChatProvider>
      <ChatButtons />
    </SupportChatProvider>,
  );
  expect(html).not.toContain('data-chat-state');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the capacity check waits for the runtime config to settle', async () => {
  setMockLocation({pathname: '/responsible-gaming/'});
  mockContext = {runtimeConfig: RUNTIME_CONFIG_DEFAULTS, runtimeConfigStatus: 'loading'};
  const view = renderChat();
  await flush(100);
  expect(fetchMock).not.toHaveBeenCalled();

  mockContext = {runtimeConfig: RUNTIME_CONFIG_DEFAULTS, runtimeConfigStatus: 'default'};
  view.rerender(
    <SupportChatProvider>
      <ChatButtons />
    </SupportChatProvider>,
  );
  await flush();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0][0]).toBe(CAPACITY_URL);
  expect(chatButton()).not.toBeNull();
});

test('a script that fails to load hides the button and is never injected again', async () => {
  setMockLocation({pathname: '/responsible-gaming/'});
  renderChat();
  await flush();
  fireEvent.click(chatButton()!);
  act(() => {
    chatScripts()[0].dispatchEvent(new Event('error'));
  });
  await flush();
  expect(chatButton()).toBeNull();
  expect(chatClient()).toBe('failed');
  expect(chatScripts()).toHaveLength(1);
  expect(console.info).toHaveBeenCalledWith('[support chat] chat script failed to load', expect.any(Error));
});

test('an init error event clears the busy state', async () => {
  setMockLocation({pathname: '/responsible-gaming/'});
  renderChat();
  await flush();
  fireEvent.click(chatButton()!);
  installBootstrap();
  act(() => {
    chatScripts()[0].dispatchEvent(new Event('load'));
  });
  await flush();
  fire('onEmbeddedMessagingInitError');
  expect(chatButton()).toBeNull();
  expect(chatClient()).toBe('failed');
});
