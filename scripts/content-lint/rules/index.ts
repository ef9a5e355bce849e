/** Every rule of the content linter, in report order. */

import type {Rule} from '../types';
import {compoundHyphen} from './compoundHyphen';
import {decimalPoint} from './decimalPoint';
import {developerWords} from './developerWords';
import {englishQuotes} from './englishQuotes';
import {figureLiteral} from './figureLiteral';
import {frontMatter} from './frontMatter';
import {glossaryTerms} from './glossaryTerms';
import {moneyFormat} from './moneyFormat';
import {multiplier} from './multiplier';
import {pageNames} from './pageNames';
import {percentAdjective} from './percentAdjective';
import {rangeDash} from './rangeDash';
import {ratio} from './ratio';
import {repeatedWord} from './repeatedWord';
import {thousandsSpace} from './thousandsSpace';

export const RULES: readonly Rule[] = [
  moneyFormat,
  decimalPoint,
  thousandsSpace,
  multiplier,
  percentAdjective,
  ratio,
  rangeDash,
  englishQuotes,
  repeatedWord,
  glossaryTerms,
  compoundHyphen,
  pageNames,
  frontMatter,
  developerWords,
  figureLiteral,
];
