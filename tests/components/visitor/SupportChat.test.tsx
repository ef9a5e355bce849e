import {act, fireEvent} from '@testing-library/react';
import {renderToString} from 'react-dom/server';

import {SupportChatProvider} from '@site/src/components/visitor/SupportChat';
import type {RuntimeConfigStatus} from '@site/src/components/visitor/VisitorContext';
import type {RuntimeConfig} from '@site/src/lib/runtimeConfigDefaults';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';

import {setMockLocation} from '../../mocks/docusaurus/router';
import type * as VisitorMock from '../download/visitorMock';
import {
  answer,
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
} from './supportChatPage';

// The support chat's help button: when it shows at all (server render, other pages, the runtime config, an agent
// free) and what hides it again (a script that fails, an init error).
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

test('off the responsible-gaming pages no capacity request is made and the button stays hidden', async () => {
  setMockLocation({pathname: '/about-us/'});
  renderChat();
  await flush(100);
  expect(fetchMock).not.toHaveBeenCalled();
  expect(chatButton()).toBeNull();
  expect(phase()).toBe('idle');
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

test('no agent: the button stays hidden', async () => {
  fetchMock.mockImplementation(() => answer({hasCapacity: false}));
  setMockLocation({pathname: '/responsible-gaming/'});
  renderChat();
  await flush();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(chatButton()).toBeNull();
  expect(phase()).toBe('unavailable');
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
  expect(phase()).toBe('unavailable');
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
  expect(phase()).toBe('unavailable');
});
