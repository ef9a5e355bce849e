/** @jest-environment jsdom */
/**
 * The page's one support chat (src/lib/chat/pageChat.ts): what the boot script keeps, the app finds; the
 * controller it creates drives the embedded-messaging client on `window` and logs quietly.
 */
import {resetScriptLoadsForTests} from '@site/src/lib/chat/embeddedMessaging';
import {createPageChatController, keepPageChat, keptPageChat} from '@site/src/lib/chat/pageChat';
import {resolveChatSettings} from '@site/src/lib/chat/settings';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';

beforeEach(() => {
  delete (globalThis as {__ggpSupportChat?: unknown}).__ggpSupportChat;
  resetScriptLoadsForTests();
  document.head.innerHTML = '';
});

test('nothing is kept until the boot script keeps its chat; then the app finds that one', () => {
  expect(keptPageChat()).toBeNull();
  const chat = {controller: createPageChatController(), handOver: jest.fn()};
  keepPageChat(chat);
  expect(keptPageChat()).toBe(chat);
});

test('the page’s controller adds the vendor script to the document and logs its failure as information only', async () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  globalThis.fetch = jest.fn(() =>
    Promise.resolve({status: 200, headers: {get: () => null}, text: async () => '{"hasCapacity":true}'}),
  ) as unknown as typeof globalThis.fetch;
  const controller = createPageChatController();
  controller.routeChanged('/responsible-gaming/');
  controller.setSettings(resolveChatSettings(RUNTIME_CONFIG_DEFAULTS.chat, 'http://localhost/', true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(controller.getSnapshot().agentAvailable).toBe(true);

  controller.open();
  const scripts = document.head.querySelectorAll('script[data-support-chat]');
  expect(scripts).toHaveLength(1);
  scripts[0].dispatchEvent(new Event('error'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(info).toHaveBeenCalledWith('[support chat] chat script failed to load', expect.any(Error));
  expect(controller.getSnapshot().client).toBe('failed');
  controller.dispose();
  info.mockRestore();
});
