import {CHAT_BUTTON_ATTRIBUTE_NAMES, chatButtonAttributes} from '@site/src/lib/chat/buttonAttributes';

describe('the help chat button’s attributes', () => {
  test('hidden keeps its place without a state; available and busy show it, busy for assistive technology too', () => {
    expect(chatButtonAttributes('hidden')).toEqual({'data-visible': 'false'});
    expect(chatButtonAttributes('available')).toEqual({'data-visible': 'true', 'data-chat-state': 'available'});
    expect(chatButtonAttributes('busy')).toEqual({
      'data-visible': 'true',
      'data-chat-state': 'busy',
      'aria-busy': 'true',
    });
  });

  test('every attribute a state sets is one the boot script knows to remove again', () => {
    for (const state of ['hidden', 'available', 'busy'] as const) {
      for (const name of Object.keys(chatButtonAttributes(state))) expect(CHAT_BUTTON_ATTRIBUTE_NAMES).toContain(name);
    }
  });
});
