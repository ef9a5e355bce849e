/**
 * The marketing figures of `src/data/figures.ts` as text, each formatted once: `<Fig id="welcomeMatchCap" />` in
 * MDX prose, `fig.welcomeMatchCap` inside component props.
 */

import {type Figure, type FigureId, FIGURES, type FigureUnit} from '../../data/figures';
import {formatAmount, formatDollars, formatPlayMoney, formatTimes, formatWholePercent} from './number';

const FORMAT_OF_UNIT: Record<FigureUnit, (value: number) => string> = {
  dollars: formatDollars,
  playMoney: formatPlayMoney,
  times: formatTimes,
  percent: formatWholePercent,
  count: formatAmount,
};

export function formatFigure(figure: Figure): string {
  return FORMAT_OF_UNIT[figure.unit](figure.value);
}

function textsOf(format: (figure: Figure) => string): Readonly<Record<FigureId, string>> {
  const entries = (Object.entries(FIGURES) as [FigureId, Figure][]).map(([id, figure]) => [id, format(figure)]);
  return Object.freeze(Object.fromEntries(entries) as Record<FigureId, string>);
}

/** Each figure with its unit: `fig.welcomeMatchCap` → "600 $". */
export const fig = textsOf(formatFigure);

/** Each figure's number alone, for endings such as -szorosa: `figNumber.spinGoldMaxMultiplier` → "200 000". */
export const figNumber = textsOf((figure) => formatAmount(figure.value));
