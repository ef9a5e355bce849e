/** @jest-environment jsdom */
/**
 * The boot script's support chat on a chat page (src/boot/supportChat.ts), in jsdom: one capacity request with
 * the page's runtime config, the help button shown without the app, a tap that opens the chat by itself, and
 * the hand-over to the app.
 */
import {waitFor} from '@testing-library/react';

import {startSupportChat} from '@site/src/boot/supportChat';
import {resetScriptLoadsForTests} from '@site/src/lib/chat/embeddedMessaging';
import {keptPageChat} from '@site/src/lib/chat/pageChat';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';

const CAPACITY_URL = 'http://localhost/api/chat/capacity';
const SCRIPT_URL = 'http://localhost/chat-stand-in/embedded-messaging.js';

/** The deployed config is the build's own; the capacity answer is as given. */
function answer(hasCapacity: boolean): jest.Mock<Promise<unknown>, [string]> {
  const fetch = jest.fn<Promise<unknown>, [string]>((url) => {
    const body = url.endsWith('runtime-config.json') ? RUNTIME_CONFIG_DEFAULTS : {hasCapacity};
    return Promise.resolve({status: 200, headers: {get: () => null}, text: async () => JSON.stringify(body)});
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

const button = () => document.querySelector<HTMLButtonElement>('button[data-chat-button]')!;
const chatScripts = () => document.head.querySelectorAll<HTMLScriptElement>('script[data-support-chat]');
const fire = (name: string) => window.dispatchEvent(new CustomEvent(name));

interface FakeBootstrap {
  settings: Record<string, unknown>;
  init: jest.Mock;
  utilAPI: {launchChat: jest.Mock; minimizeChat: jest.Mock};
}

function installBootstrap(): FakeBootstrap {
  const bootstrap: FakeBootstrap = {
    settings: {},
    init: jest.fn(),
    utilAPI: {launchChat: jest.fn(async () => undefined), minimizeChat: jest.fn(async () => undefined)},
  };
  (window as unknown as {embeddedservice_bootstrap?: FakeBootstrap}).embeddedservice_bootstrap = bootstrap;
  return bootstrap;
}

beforeEach(() => {
  // A new page load: nothing kept from the previous one.
  delete (globalThis as {__ggpVisitorRequests?: unknown}).__ggpVisitorRequests;
  delete (globalThis as {__ggpSupportChat?: unknown}).__ggpSupportChat;
  resetScriptLoadsForTests();
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<aside><button type="button" data-chat-button="" data-visible="false" aria-label="Segítség"></button></aside>';
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  keptPageChat()?.controller.dispose();
  jest.restoreAllMocks();
});

describe('the support chat of the boot script', () => {
  it('asks for capacity once, with the runtime config the app reuses, and shows the help button for a free agent', async () => {
    const fetch = answer(true);
    startSupportChat({baseUrl: '/', path: '/responsible-gaming/', startApp: jest.fn()});
    await waitFor(() => expect(button()).toHaveAttribute('data-chat-state', 'available'));
    expect(button()).toHaveAttribute('data-visible', 'true');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/runtime-config.json', CAPACITY_URL]);
    // Kept on the page for the app, which adopts it.
    expect(keptPageChat()?.controller.getSnapshot()).toMatchObject({agentAvailable: true, availability: 'available'});
    expect(chatScripts()).toHaveLength(0);
  });

  it('keeps the button hidden without an agent', async () => {
    const fetch = answer(false);
    startSupportChat({baseUrl: '/', path: '/responsible-gaming/', startApp: jest.fn()});
    await waitFor(() => expect(keptPageChat()?.controller.getSnapshot()).toMatchObject({availability: 'unavailable'}));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(button()).toHaveAttribute('data-visible', 'false');
    expect(button()).not.toHaveAttribute('data-chat-state');
  });

  it('opens the chat on a tap without the app, starting it, and hands the button and the events over', async () => {
    answer(true);
    const startApp = jest.fn();
    startSupportChat({baseUrl: '/', path: '/responsible-gaming/', startApp});
    await waitFor(() => expect(button()).toHaveAttribute('data-chat-state', 'available'));

    button().click();
    expect(startApp).toHaveBeenCalledTimes(1);
    expect(button()).toHaveAttribute('data-chat-state', 'busy');
    expect([...chatScripts()].map((script) => script.src)).toEqual([SCRIPT_URL]);

    // The script loads and the client gets ready: the chat is launched, no React involved.
    const bootstrap = installBootstrap();
    chatScripts()[0].dispatchEvent(new Event('load'));
    await waitFor(() => expect(bootstrap.init).toHaveBeenCalledTimes(1));
    fire('onEmbeddedMessagingReady');
    expect(bootstrap.utilAPI.launchChat).toHaveBeenCalledTimes(1);
    fire('onEmbeddedMessagingWindowMaximized');
    expect(button()).toHaveAttribute('data-chat-state', 'available');
    expect(keptPageChat()?.controller.getSnapshot()).toMatchObject({client: 'open'});

    // The app takes over: from then on the boot script neither hears the client nor answers the button.
    keptPageChat()?.handOver();
    fire('onEmbeddedMessagingWindowMinimized');
    expect(keptPageChat()?.controller.getSnapshot()).toMatchObject({client: 'open'});
    button().click();
    expect(bootstrap.utilAPI.launchChat).toHaveBeenCalledTimes(1);
    expect(startApp).toHaveBeenCalledTimes(1);
  });
});
