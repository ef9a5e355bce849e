/**
 * The rules that judge one file by its own text (a page also by its syntax tree). The editor runs these before a
 * save (`formCheck.ts`), so this file and its imports stay free of Node built-ins (its bundle would not build).
 */
import type {Rule} from '../context';
import {conditionsInOwnWords} from './conditionsInOwnWords';
import {operatorFactsRule} from './operatorFacts';
import {pageNames} from './pageNames';
import * as typography from './patterns';

/** The Hungarian text rules and the shared data files' strings (written in Hungarian) apply only then. */
export function isHungarianLocale(locale: string): boolean {
  return /^hu(?:-|$)/i.test(locale);
}

const ANY_LANGUAGE: readonly Rule[] = [
  operatorFactsRule,
  conditionsInOwnWords,
  typography.multiplier,
  typography.rangeDash,
  typography.repeatedWord,
  typography.fontCharacters,
];

/** A region in another language does not get these: its numbers come from the figures module in its notation. */
const HUNGARIAN: readonly Rule[] = [
  typography.moneyFormat,
  typography.decimalPoint,
  typography.thousandsSpace,
  typography.percentAdjective,
  typography.ratio,
  typography.englishQuotes,
  typography.glossaryTerms,
  typography.compoundHyphen,
  pageNames,
  typography.developerWords,
  typography.figureLiteral,
  typography.offerSources,
];

/** In the order the check runs them. */
export function textRulesForLocale(locale: string): readonly Rule[] {
  return isHungarianLocale(locale) ? [...ANY_LANGUAGE, ...HUNGARIAN] : ANY_LANGUAGE;
}
