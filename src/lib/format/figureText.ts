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

/** Each figure with its unit: `fig.welcomeMatchCap` → "600 $". */
export const fig = Object.fromEntries(
  Object.entries(FIGURES).map(([id, figure]) => [id, formatFigure(figure)]),
) as Record<FigureId, string>;

/** Each figure's number alone, for endings such as -szorosa: `figNumber.spinGoldMaxMultiplier` → "200 000". */
export const figNumber = Object.fromEntries(
  Object.entries(FIGURES).map(([id, figure]) => [id, formatAmount(figure.value)]),
) as Record<FigureId, string>;
