/**
 * The help chat quick button before the app runs: its state as attributes only, exactly as the app renders them,
 * until the app adopts the chat (`SupportChatProvider` calls the returned stop).
 */
import {CHAT_BUTTON_ATTRIBUTE, CHAT_BUTTON_ATTRIBUTE_NAMES, chatButtonAttributes} from '../lib/chat/buttonAttributes';
import {chatButtonState, type ChatController} from '../lib/chat/controller';

const SELECTOR = `button[${CHAT_BUTTON_ATTRIBUTE}]`;

export function bindChatButton(controller: ChatController, startApp: () => void, doc: Document = document): () => void {
  const draw = (): void => {
    const button = doc.querySelector(SELECTOR);
    if (!button) return;
    const attributes = chatButtonAttributes(chatButtonState(controller.getSnapshot()));
    for (const name of CHAT_BUTTON_ATTRIBUTE_NAMES) {
      const value = attributes[name];
      if (value === undefined) button.removeAttribute(name);
      else if (button.getAttribute(name) !== value) button.setAttribute(name, value);
    }
  };

  const onClick = (event: MouseEvent): void => {
    if (!(event.target instanceof Element) || !event.target.closest(SELECTOR)) return;
    // The tap is this script's alone until the app takes over: React replays a tap made while it hydrates, and
    // the app's own handler must not open the chat a second time for it.
    event.stopPropagation();
    // A tap is a first interaction (a keyboard or assistive-technology click may come without a pointerdown).
    startApp();
    controller.open();
  };

  const unsubscribe = controller.subscribe(draw);
  draw();
  // Capture on the document: before the app's listeners on its root, whether or not it has started.
  doc.addEventListener('click', onClick, true);
  return () => {
    unsubscribe();
    doc.removeEventListener('click', onClick, true);
  };
}
