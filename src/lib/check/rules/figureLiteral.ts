/** Marketing figures come from src/data/figures.ts (`<Fig id="…" />`), never typed into a page by hand. */

import {type FigureId, FIGURES} from '../../../data/figures';
import {formatFigure} from '../../format/figureText';
import type {Rule} from '../context';
import type {Finding} from '../finding';
import {ruleTexts} from '../ruleTexts';
import {escapeRegExp, findPattern, NOT_WORD_AFTER, NOT_WORD_BEFORE} from './patterns';

const ID = 'marketing-szam';
const TEXT = ruleTexts[ID];

/** Figures with a unit that makes them unambiguous in prose ("600 $", "20 000 P", "200 000×"). */
const TYPED = (Object.keys(FIGURES) as FigureId[])
  .filter((id) => ['dollars', 'playMoney', 'times'].includes(FIGURES[id].unit))
  .map((id) => {
    // Any spacing inside the number and before the unit: the ordinary, no-break or narrow no-break space.
    const text = escapeRegExp(formatFigure(FIGURES[id])).replace(/[\u00a0]/g, '[ \\u00a0\\u202f]?');
    return {id, pattern: new RegExp(`${NOT_WORD_BEFORE}${text}${NOT_WORD_AFTER}`, 'gu')};
  });

export const figureLiteral: Rule = {
  id: ID,
  title: TEXT.title,
  check: (context) =>
    context.kind !== 'mdx'
      ? []
      : TYPED.flatMap(({id, pattern}): Finding[] =>
          findPattern(context, ID, pattern, (m) => ({
            message: TEXT.typed(m[0]),
            fix: TEXT.typedFix(id),
          })),
        ),
};
