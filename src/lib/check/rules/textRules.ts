/**
 * The rules that judge one file by its own text (a page also by its syntax tree). The editor runs these before a
 * save (`formCheck.ts`), so this file and its imports stay free of Node built-ins (its bundle would not build).
 */
import type {Rule} from '../context';
import {conditionsInOwnWords} from './conditionsInOwnWords';
import {operatorFactsRule} from './operatorFacts';
import {pageNames} from './pageNames';
import * as typography from './patterns';

/**
 * Whether a region's pages are written in Hungarian. The Hungarian text rules and the shared data files'
 * strings (written in Hungarian, for the first region) apply only then.
 */
export function isHungarianLocale(locale: string): boolean {
  return /^hu(?:-|$)/i.test(locale);
}

/**
 * Shared typography, the operator facts' guard (`<Fact>` inside `<WhenKnown>`) and the offers' conditions only from
 * the facts: every region's pages.
 */
const ANY_LANGUAGE: readonly Rule[] = [
  operatorFactsRule,
  conditionsInOwnWords,
  typography.multiplier,
  typography.rangeDash,
  typography.repeatedWord,
  typography.fontCharacters,
];

/**
 * Rules about Hungarian text: money and number notation as hu-HU writes it, Hungarian quotes and suffixes, the
 * Hungarian glossary and page names, and the offers' sources. A region written in another language does not get
 * them (its numbers come from the figures module in its own notation).
 */
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

/** The text rules for pages written in `locale` (`hu`, `en-CA`), in the order the check runs them. */
export function textRulesForLocale(locale: string): readonly Rule[] {
  return isHungarianLocale(locale) ? [...ANY_LANGUAGE, ...HUNGARIAN] : ANY_LANGUAGE;
}
