import {readFile} from 'node:fs/promises';

import {create, type Font} from 'fontkit';
import subsetFont from 'subset-font';

import {type FontStyle, INTER_SOURCE, OPTICAL_SIZE} from './source';

/**
 * Inter at fixed weights, for drawing words as outlines. HarfBuzz (through subset-font) makes each static
 * instance of the variable font, because fontkit cannot vary a WOFF2 font itself; fontkit then lays out and
 * draws the letters. Only the letters asked for are kept, so an instance takes milliseconds.
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
