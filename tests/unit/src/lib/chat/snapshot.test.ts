/**
 * @jest-environment node
 */
import {isChatRoute} from '@site/src/lib/chat/snapshot';

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
});
