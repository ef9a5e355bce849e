/**
 * The help chat button's state as attributes, one source for the server render, the app and the boot script, so
 * hydration finds exactly the attributes it renders. Attributes only (CSS shows the icon or the spinner), so the
 * boot script never changes the button's children.
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
