/**
 * Every rule of `npm run check`, one file each in this folder. Each runs on every checked file (pages, code.json,
 * data files, collection entries) and says nothing about a file it has no business with; the id printed with a
 * finding (`[penz-formatum]`) names the rule, and docs/writers/checks.md lists each id with its file.
 */
import type {Rule} from '../context';
import {isHungarianLocale} from '../language';
import {compoundHyphen} from './compoundHyphen';
import {decimalPoint} from './decimalPoint';
import {developerWords} from './developerWords';
import {englishQuotes} from './englishQuotes';
import {figureLiteral} from './figureLiteral';
import {fontCharacters} from './fontCharacters';
import {frontMatterRule} from './frontMatter';
import {glossaryTerms} from './glossaryTerms';
import {imagesRule} from './images';
import {linksRule} from './links';
import {mdxCompileRule} from './mdxCompile';
import {moneyFormat} from './moneyFormat';
import {multiplier} from './multiplier';
import {offerSources} from './offerSources';
import {operatorFactsRule} from './operatorFacts';
import {pageNames} from './pageNames';
import {percentAdjective} from './percentAdjective';
import {propsRule} from './props';
import {rangeDash} from './rangeDash';
import {ratio} from './ratio';
import {repeatedWord} from './repeatedWord';
import {spellingRule} from './spelling';
import {thousandsSpace} from './thousandsSpace';

/** Rules about a page's structure, links and shared typography: every region's pages get them. */
const ANY_LANGUAGE: readonly Rule[] = [
  // The page's structure: front matter, MDX, links, components, images, spelling, operator facts.
  frontMatterRule,
  mdxCompileRule,
  linksRule,
  propsRule,
  imagesRule,
  spellingRule,
  operatorFactsRule,
  multiplier,
  rangeDash,
  repeatedWord,
  fontCharacters,
];

/**
 * Rules about Hungarian text: money and number notation as hu-HU writes it, Hungarian quotes and suffixes, the
 * Hungarian glossary and page names. A region written in another language does not get them (its numbers come
 * from the figures module in its own notation).
 */
const HUNGARIAN_TEXT: readonly Rule[] = [
  moneyFormat,
  decimalPoint,
  thousandsSpace,
  percentAdjective,
  ratio,
  englishQuotes,
  glossaryTerms,
  compoundHyphen,
  pageNames,
  developerWords,
  figureLiteral,
  offerSources,
];

export const RULES: readonly Rule[] = [...ANY_LANGUAGE, ...HUNGARIAN_TEXT];

/** The rules for pages written in `locale` (`hu`, `en-CA`). */
export function rulesForLocale(locale: string): readonly Rule[] {
  return isHungarianLocale(locale) ? RULES : ANY_LANGUAGE;
}
