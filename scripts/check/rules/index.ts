/**
 * Every rule of `npm run check`, one file each in this folder. Each runs on every checked file (pages, code.json,
 * data files, collection entries) and says nothing about a file it has no business with; the id printed with a
 * finding (`[penz-formatum]`) names the rule, and docs/writers/checks.md lists each id with its file.
 */
import type {Rule} from '../context';
import {compoundHyphen} from './compoundHyphen';
import {decimalPoint} from './decimalPoint';
import {developerWords} from './developerWords';
import {englishQuotes} from './englishQuotes';
import {figureLiteral} from './figureLiteral';
import {frontMatterRule} from './frontMatter';
import {glossaryTerms} from './glossaryTerms';
import {imagesRule} from './images';
import {linksRule} from './links';
import {mdxCompileRule} from './mdxCompile';
import {moneyFormat} from './moneyFormat';
import {multiplier} from './multiplier';
import {operatorFactsRule} from './operatorFacts';
import {pageNames} from './pageNames';
import {percentAdjective} from './percentAdjective';
import {propsRule} from './props';
import {rangeDash} from './rangeDash';
import {ratio} from './ratio';
import {repeatedWord} from './repeatedWord';
import {spellingRule} from './spelling';
import {thousandsSpace} from './thousandsSpace';

export const RULES: readonly Rule[] = [
  // The page's structure: front matter, MDX, links, components, images, spelling, operator facts.
  frontMatterRule,
  mdxCompileRule,
  linksRule,
  propsRule,
  imagesRule,
  spellingRule,
  operatorFactsRule,
  // The visible text: numbers and money, typography, the glossary, developer words, marketing figures.
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
  developerWords,
  figureLiteral,
];
