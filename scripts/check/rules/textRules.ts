/**
 * The rules that judge one file by its own text (a page also by its syntax tree): they read no other file, no
 * route list and no dictionary. The writers' editor runs these on a form before a save
 * (`scripts/check/formCheck.ts`), so this file and everything it imports stay free of Node built-ins (the
 * editor's bundle would not build otherwise). The rules that need more are listed in `index.ts`.
 */
import type {Rule} from '../context';
import {isHungarianLocale} from '../language';
import {compoundHyphen} from './compoundHyphen';
import {conditionsInOwnWords} from './conditionsInOwnWords';
import {decimalPoint} from './decimalPoint';
import {developerWords} from './developerWords';
import {englishQuotes} from './englishQuotes';
import {figureLiteral} from './figureLiteral';
import {fontCharacters} from './fontCharacters';
import {glossaryTerms} from './glossaryTerms';
import {moneyFormat} from './moneyFormat';
import {multiplier} from './multiplier';
import {offerSources} from './offerSources';
import {operatorFactsRule} from './operatorFacts';
import {pageNames} from './pageNames';
import {percentAdjective} from './percentAdjective';
import {rangeDash} from './rangeDash';
import {ratio} from './ratio';
import {repeatedWord} from './repeatedWord';
import {thousandsSpace} from './thousandsSpace';

/**
 * Shared typography, the operator facts' guard (`<Fact>` inside `<WhenKnown>`) and the offers' conditions only from
 * the facts: every region's pages.
 */
export const ANY_LANGUAGE_TEXT_RULES: readonly Rule[] = [
  operatorFactsRule,
  conditionsInOwnWords,
  multiplier,
  rangeDash,
  repeatedWord,
  fontCharacters,
];

/**
 * Rules about Hungarian text: money and number notation as hu-HU writes it, Hungarian quotes and suffixes, the
 * Hungarian glossary and page names, and the offers' sources. A region written in another language does not get
 * them (its numbers come from the figures module in its own notation).
 */
export const HUNGARIAN_TEXT_RULES: readonly Rule[] = [
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

/** The text rules for pages written in `locale` (`hu`, `en-CA`). */
export function textRulesForLocale(locale: string): readonly Rule[] {
  return isHungarianLocale(locale) ? [...ANY_LANGUAGE_TEXT_RULES, ...HUNGARIAN_TEXT_RULES] : ANY_LANGUAGE_TEXT_RULES;
}
