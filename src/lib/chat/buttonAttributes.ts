/**
 * The help chat quick button's state as attributes of the server-rendered button. One source for the server
 * render, the app (src/components/shell/QuickButtons) and the boot script (src/boot/chatButton.ts), which
 * draws the state before the app runs: hydration then finds exactly the attributes it renders. Every state
 * is attributes only (the button carries its icon and its spinner, CSS shows one), so the boot script never
 * changes the button's children. Pure: no DOM.
 */
import type {ChatButtonState} from './controller';

/** The mark of the help chat button on the chat pages, where it is rendered hidden until an agent is free. */
export const CHAT_BUTTON_ATTRIBUTE = 'data-chat-button';

export interface ChatButtonAttributes {
  /** 'false' keeps the button's place but hides it (the quick buttons' own rule): showing it moves nothing */
  'data-visible': 'true' | 'false';
  /** absent while hidden, so `button[data-chat-state]` is the button a visitor can use */
  'data-chat-state'?: 'available' | 'busy';
  'aria-busy'?: 'true';
}

/** Every attribute a state may set: those a state leaves out are removed. */
export const CHAT_BUTTON_ATTRIBUTE_NAMES: readonly (keyof ChatButtonAttributes)[] = [
  'data-visible',
  'data-chat-state',
  'aria-busy',
];

export function chatButtonAttributes(state: ChatButtonState): ChatButtonAttributes {
  switch (state) {
    case 'hidden':
      return {'data-visible': 'false'};
    case 'available':
      return {'data-visible': 'true', 'data-chat-state': 'available'};
    case 'busy':
      return {'data-visible': 'true', 'data-chat-state': 'busy', 'aria-busy': 'true'};
  }
}
