import {create} from 'fontkit';

import {missingFromInter, siteFontSubset} from '@site/plugins/site-font/subset';
import {fontAlphabet} from '@site/src/lib/fontAlphabet';

describe('the web font, cut per region', () => {
  it.each(['hu', 'en'] as const)('holds every character of the %s alphabet, in one small file', async (language) => {
    const alphabet = fontAlphabet(language);
    const font = create(await siteFontSubset('normal', alphabet));
    if (!('hasGlyphForCodePoint' in font)) throw new Error('expected one font');
    expect(Array.from(alphabet).filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0))).toEqual([]);
    // Outside the alphabet there is nothing (a Greek letter, a Hungarian letter in the English cut).
    expect(font.hasGlyphForCodePoint('λ'.codePointAt(0) ?? 0)).toBe(false);
    if (language === 'en') expect(font.hasGlyphForCodePoint('ő'.codePointAt(0) ?? 0)).toBe(false);
    expect(Object.keys(font.variationAxes)).toEqual(['wght']);
    expect(font.variationAxes.wght).toMatchObject({min: 400, max: 800});
  });

  it('has the Hungarian letters, the region selector’s language names and the money space', () => {
    const alphabet = fontAlphabet('hu');
    for (const char of 'őŰ\u00a0€Українськаă') expect(alphabet).toContain(char);
  });

  it('refuses an alphabet with a character Inter lacks', async () => {
    expect(await missingFromInter('normal', 'ab♠♣')).toEqual(['♠', '♣']);
    await expect(siteFontSubset('normal', 'ab♠')).rejects.toThrow(/♠/);
  });
});
