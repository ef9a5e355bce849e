import {readFile} from 'node:fs/promises';

import {create} from 'fontkit';
import subsetFont from 'subset-font';

import {type FontStyle, INTER_SOURCE, OPTICAL_SIZE, WEIGHT_RANGE} from './source';

/**
 * The OpenType features the web font keeps: kerning, the marks of accented letters, local forms, and tabular
 * figures (the odds tables line their digits up). Inter's stylistic sets and contextual alternates are left out:
 * no stylesheet asks for them, and they were a third of the file.
 */
const KEPT_FEATURES = ['kern', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

/** The characters of `alphabet` that Inter does not draw (a mistake in the alphabet, not in a page). */
export async function missingFromInter(style: FontStyle, alphabet: string): Promise<string[]> {
  const font = create(await readFile(INTER_SOURCE[style]));
  if (!('hasGlyphForCodePoint' in font)) throw new Error('Inter: expected one font, found a collection');
  return Array.from(alphabet).filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
}

/**
 * Inter cut to one region's alphabet, as WOFF2: the weights the site uses (400–800), the text optical size,
 * the features above. One file per style.
 */
export async function siteFontSubset(style: FontStyle, alphabet: string): Promise<Buffer> {
  const missing = await missingFromInter(style, alphabet);
  if (missing.length > 0)
    throw new Error(
      `The font alphabet holds characters Inter does not have: ${missing.join(' ')} (src/lib/fontAlphabet.ts)`,
    );
  return subsetFont(await readFile(INTER_SOURCE[style]), alphabet, {
    targetFormat: 'woff2',
    variationAxes: {wght: {min: WEIGHT_RANGE.min, max: WEIGHT_RANGE.max}, opsz: OPTICAL_SIZE},
    keepFeatures: KEPT_FEATURES,
  });
}
