import {isChatPage, isChatRoute} from '@site/src/lib/chat/route';

describe('chat routes', () => {
  test('chat routes are /responsible-gaming/ and any path under it', () => {
    expect(isChatRoute('/responsible-gaming/')).toBe(true);
    expect(isChatRoute('/responsible-gaming')).toBe(true);
    expect(isChatRoute('/responsible-gaming/self-exclusion/')).toBe(true);
    expect(isChatRoute('/')).toBe(false);
    expect(isChatRoute('/about-us/')).toBe(false);
    expect(isChatRoute('/responsible-gaming-tools/')).toBe(false);
    expect(isChatRoute('/x/responsible-gaming/')).toBe(false);
  });

  test('the chat pages are the chat routes of a region with the support chat (Hungary has it)', () => {
    expect(isChatPage('/responsible-gaming/')).toBe(true);
    expect(isChatPage('/responsible-gaming/self-exclusion/')).toBe(true);
    expect(isChatPage('/about-us/')).toBe(false);
  });
});
