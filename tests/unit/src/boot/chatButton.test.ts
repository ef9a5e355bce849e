/** @jest-environment jsdom */
/**
 * The help chat button before the app runs (src/boot/chatButton.ts): the boot script draws the chat's state on
 * the server-rendered button, as the app would render it, and answers its taps, until the app takes over.
 */
import {bindChatButton} from '@site/src/boot/chatButton';
import {type ChatController, type ChatSnapshot, INITIAL_CHAT_SNAPSHOT} from '@site/src/lib/chat/controller';
import {createStore} from '@site/src/lib/store';

const AVAILABLE: ChatSnapshot = {
  ...INITIAL_CHAT_SNAPSHOT,
  onChatRoute: true,
  supported: true,
  availability: 'available',
  agentAvailable: true,
};

/** A controller whose snapshot the test sets, recording the opens. */
function fakeController(): ChatController & {set: (next: ChatSnapshot) => void; open: jest.Mock} {
  const store = createStore<ChatSnapshot>(INITIAL_CHAT_SNAPSHOT);
  return {
    getSnapshot: store.get,
    subscribe: store.subscribe,
    set: store.set,
    open: jest.fn(),
    routeChanged: jest.fn(),
    setSettings: jest.fn(),
    vendorEvent: jest.fn(),
    dispose: jest.fn(),
  };
}

/** The quick buttons of a chat page as the server renders them: the help button hidden, in its place. */
function page(): HTMLButtonElement {
  document.body.innerHTML =
    '<div id="app"><aside><button type="button" data-chat-button="" data-visible="false" aria-label="Segítség">' +
    '<svg aria-hidden="true"></svg><span aria-hidden="true"></span></button></aside></div>';
  return document.querySelector('button')!;
}

describe('the help chat button before the app runs', () => {
  it('draws each state as the app renders it, on the same element, its children untouched', () => {
    const button = page();
    const children = [...button.children];
    const controller = fakeController();
    const stop = bindChatButton(controller, jest.fn());
    expect(button).toHaveAttribute('data-visible', 'false');
    expect(button).not.toHaveAttribute('data-chat-state');

    controller.set(AVAILABLE);
    expect(button).toHaveAttribute('data-visible', 'true');
    expect(button).toHaveAttribute('data-chat-state', 'available');
    expect(button).not.toHaveAttribute('aria-busy');

    controller.set({...AVAILABLE, loading: true});
    expect(button).toHaveAttribute('data-chat-state', 'busy');
    expect(button).toHaveAttribute('aria-busy', 'true');

    // A failed script hides it again.
    controller.set({...AVAILABLE, client: 'failed'});
    expect(button).toHaveAttribute('data-visible', 'false');
    expect(button).not.toHaveAttribute('data-chat-state');
    expect(button).not.toHaveAttribute('aria-busy');
    expect([...button.children]).toEqual(children);
    stop();
  });

  it('answers a tap: the chat opens once and the app starts, and the tap goes no further than the boot script', () => {
    const button = page();
    const controller = fakeController();
    controller.set(AVAILABLE);
    const startApp = jest.fn();
    const stop = bindChatButton(controller, startApp);
    // Where the app listens (its root): a tap it replays after hydrating must not open the chat again.
    const appListener = jest.fn();
    document.getElementById('app')!.addEventListener('click', appListener);

    button.click();
    expect(controller.open).toHaveBeenCalledTimes(1);
    expect(startApp).toHaveBeenCalledTimes(1);
    expect(appListener).not.toHaveBeenCalled();

    // Taps elsewhere are not its business.
    document.querySelector('aside')!.click();
    expect(controller.open).toHaveBeenCalledTimes(1);
    expect(appListener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('once the app takes over, neither draws nor answers', () => {
    const button = page();
    const controller = fakeController();
    const stop = bindChatButton(controller, jest.fn());
    stop();
    controller.set(AVAILABLE);
    expect(button).toHaveAttribute('data-visible', 'false');
    button.click();
    expect(controller.open).not.toHaveBeenCalled();
  });
});
