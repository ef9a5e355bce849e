/**
 * An entry's amount field: a reference to a marketing figure (`fig:welcomeMatchCap`), or the amount as the site
 * writes it ("600 $"). A written amount equal to a distinct figure must be the reference instead, so a changed
 * figure can never leave a stale copy in a content file (the rule `marketing-szam` applies to pages).
 */
import {type FigureId, FIGURES, type FigureUnit, isFigureId} from '../../data/figures';
import {parseFigureText} from '../format/figureParse';
import {fig} from '../format/figureText';
import {entryMessages} from './messages';
import type {Amount} from './types';

const TEXT = entryMessages.amount;

const FIGURE_PREFIX = 'fig:';

/**
 * The figures whose typed copy is told apart from other numbers: dollars, play money and multipliers (percentages
 * and counts repeat too often), each with its text as a pattern source that takes any spacing inside the number.
 */
export const DISTINCT_FIGURES = (Object.keys(FIGURES) as FigureId[])
  .filter((id) => ['dollars', 'playMoney', 'times'].includes(FIGURES[id].unit))
  .map((id) => ({id, source: fig[id].replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\u00a0/g, '[ \\u00a0\\u202f]?')}));

export type AmountResult = {ok: true; amount: Amount} | {ok: false; message: string};

const UNIT_NAMES: Record<FigureUnit, string> = TEXT.unitNames;

const UNIT_EXAMPLES: Record<FigureUnit, string> = {
  dollars: '0,50\u00a0$',
  playMoney: '20\u00a0000\u00a0P',
  times: '200\u00a0000×',
  percent: '100%',
  count: '40',
};

/** `text` as an amount; with `unit`, only an amount of that unit is accepted. */
export function parseAmount(text: string, unit?: FigureUnit): AmountResult {
  const wrongUnit = (found: FigureUnit): AmountResult | undefined =>
    unit !== undefined && found !== unit
      ? {ok: false, message: TEXT.wrongUnit(text, UNIT_NAMES[found], UNIT_NAMES[unit], UNIT_EXAMPLES[unit])}
      : undefined;
  if (text.startsWith(FIGURE_PREFIX)) {
    const id = text.slice(FIGURE_PREFIX.length);
    if (!isFigureId(id)) {
      return {ok: false, message: TEXT.noSuchFigure(text, id)};
    }
    return wrongUnit(FIGURES[id].unit) ?? {ok: true, amount: {...FIGURES[id], figure: id}};
  }
  const parsed = parseFigureText(text);
  if (!parsed.ok) return parsed;
  const unitProblem = wrongUnit(parsed.figure.unit);
  if (unitProblem) return unitProblem;
  const {unit: found, value} = parsed.figure;
  const same = DISTINCT_FIGURES.filter(({id}) => FIGURES[id].unit === found && FIGURES[id].value === value);
  if (same.length > 0) {
    const references = same.map(({id}) => `${FIGURE_PREFIX}${id}`).join(TEXT.or);
    return {ok: false, message: TEXT.isAFigure(fig[same[0].id], references)};
  }
  return {ok: true, amount: parsed.figure};
}
