/**
 * The marketing figures of `src/data/figures.ts` as Hungarian text, each formatted once by the site's number
 * formatter. MDX uses `<Fig id="welcomeMatchCap" />` in prose and `fig.welcomeMatchCap` inside component
 * props: `` text: `akár ${fig.welcomeMatchCap}-ig` `` → "akár 600 $-ig". `figNumber` / `<Fig id="…" numberOnly />`
 * give the number without its unit ("200 000-szerese").
 */

import {type Figure, type FigureId, FIGURES} from '../../data/figures';
import {formatAmount, formatDollars, formatPlayMoney, formatTimes, formatWholePercent} from './number';

export function formatFigure(figure: Figure): string {
  switch (figure.unit) {
    case 'dollars':
      return formatDollars(figure.value);
    case 'playMoney':
      return formatPlayMoney(figure.value);
    case 'times':
      return formatTimes(figure.value);
    case 'percent':
      return formatWholePercent(figure.value);
    case 'count':
      return formatAmount(figure.value);
  }
}

/**
 * `{id: text}` whose texts are formatted when first read, not when the module loads: the MDX components
 * load this on every content page, and making a number formatter costs a throttled phone ~45 ms of main
 * thread (measured with `npm run bench:trace`) on pages that show no figure at all.
 */
function lazyTexts(format: (figure: Figure) => string): Record<FigureId, string> {
  const texts = {} as Record<FigureId, string>;
  for (const [id, figure] of Object.entries(FIGURES) as [FigureId, Figure][]) {
    let text: string | undefined;
    Object.defineProperty(texts, id, {enumerable: true, get: () => (text ??= format(figure))});
  }
  return Object.freeze(texts);
}

/** Each figure with its unit: `fig.welcomeMatchCap` → "600 $". */
export const fig = lazyTexts(formatFigure);

/** Each figure's number alone, for endings such as -szorosa: `figNumber.spinGoldMaxMultiplier` → "200 000". */
export const figNumber = lazyTexts((figure) => formatAmount(figure.value));
