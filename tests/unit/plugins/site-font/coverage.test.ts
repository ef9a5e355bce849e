/**
 * @jest-environment node
 */
import {charactersOutside, describeOutside, visibleText} from '@site/plugins/site-font/coverage';

describe('the characters a page shows', () => {
  it('reads the text and the words of form controls, not scripts, styles or the title', () => {
    const text = visibleText(
      '<html><head><title>Cím ♣</title><style>a::after{content:"♦"}</style></head><body><p>Pikk ♠</p><script>"♥"</script><input placeholder="Keresés…"></body></html>',
    );
    expect(text).toContain('Pikk ♠');
    expect(text).toContain('Keresés…');
    expect(text).not.toMatch(/[♣♦♥]/);
  });

  it('lists each character outside the alphabet once, where it was first seen; invisible ones are no fault', () => {
    const outside = charactersOutside('abcő ', [
      {where: '/a/', text: 'ab\u200bc ő ł'},
      {where: '/b/', text: 'ł ♠'},
    ]);
    expect([...outside]).toEqual([
      ['ł', '/a/'],
      ['♠', '/b/'],
    ]);
    expect(describeOutside(outside)).toBe('“ł” (U+0142) on /a/\n“♠” (U+2660) on /b/');
  });
});
