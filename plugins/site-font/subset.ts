import {readFile} from 'node:fs/promises';
import path from 'node:path';

import {create, type Font} from 'fontkit';
import subsetFont from 'subset-font';

import {SITE_ROOT} from '../../site/paths';

/** Inter (SIL Open Font License, static/fonts/inter/OFL.txt), the whole variable font as its authors publish it. */
const INTER_SOURCE = {
  normal: path.join(SITE_ROOT, 'node_modules/inter-ui/variable/InterVariable.woff2'),
  italic: path.join(SITE_ROOT, 'node_modules/inter-ui/variable/InterVariable-Italic.woff2'),
} as const;

export type FontStyle = keyof typeof INTER_SOURCE;

/**
 * Inter's optical-size axis pinned to its text design (14), the cut the site has always shown; the display cut
 * would change every heading's letters and add to the file.
 */
const OPTICAL_SIZE = 14;

/** The weights the stylesheets use (regular text to the heaviest heading): the web font keeps only this range. */
const WEIGHT_RANGE = {min: 400, max: 800} as const;

export const SITE_FONT_FAMILY = 'Inter Variable';

/**
 * Inter at fixed weights, for drawing words as outlines: HarfBuzz makes each instance, because fontkit cannot
 * vary a WOFF2 font itself. Only the letters asked for are kept, so an instance takes milliseconds.
 */
export async function interInstances(
  style: FontStyle,
  weights: readonly number[],
  letters: string,
): Promise<Map<number, Font>> {
  const source = await readFile(INTER_SOURCE[style]);
  const instances = await Promise.all(
    [...new Set(weights)].map(async (weight) => {
      const sfnt = await subsetFont(source, letters, {
        targetFormat: 'sfnt',
        variationAxes: {wght: weight, opsz: OPTICAL_SIZE},
      });
      const font = create(sfnt);
      if (!('layout' in font)) throw new Error('Inter: expected one font, found a collection');
      return [weight, font] as const;
    }),
  );
  return new Map(instances);
}

/**
 * The OpenType features the web font keeps: kerning, the marks of accented letters, local forms, and tabular
 * figures (the odds tables line their digits up). Inter's stylistic sets and contextual alternates are left out:
 * no stylesheet asks for them, and they were a third of the file.
 */
const KEPT_FEATURES = ['kern', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

export async function missingFromInter(style: FontStyle, alphabet: string): Promise<string[]> {
  const font = create(await readFile(INTER_SOURCE[style]));
  if (!('hasGlyphForCodePoint' in font)) throw new Error('Inter: expected one font, found a collection');
  return Array.from(alphabet).filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
}

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
