/**
 * Every rule of `npm run check`, one file each in this folder. Each runs on every checked file (pages, code.json,
 * data files, collection entries) and says nothing about a file it has no business with; the id printed with a
 * finding (`[penz-formatum]`) names the rule, and docs/writers/checks.md lists each id with its file.
 *
 * The rules that judge a file by its own text are in `textRules.ts` (the writers' editor runs them too); the
 * ones here need more than one file's text: the MDX compiler, the route list, the static files, the dictionary.
 */
import type {Rule} from '../../../src/lib/check/context';
import {isHungarianLocale} from '../../../src/lib/check/language';
import {ANY_LANGUAGE_TEXT_RULES, HUNGARIAN_TEXT_RULES} from '../../../src/lib/check/rules/textRules';
import {frontMatterRule} from './frontMatter';
import {imagesRule} from './images';
import {linksRule} from './links';
import {mdxCompileRule} from './mdxCompile';
import {propsRule} from './props';
import {spellingRule} from './spelling';

/** Rules about a page's structure, links and shared typography: every region's pages get them. */
const ANY_LANGUAGE: readonly Rule[] = [
  // The page's structure: front matter, MDX, links, components, images, spelling.
  frontMatterRule,
  mdxCompileRule,
  linksRule,
  propsRule,
  imagesRule,
  spellingRule,
  ...ANY_LANGUAGE_TEXT_RULES,
];

export const RULES: readonly Rule[] = [...ANY_LANGUAGE, ...HUNGARIAN_TEXT_RULES];

/** The rules for pages written in `locale` (`hu`, `en-CA`). */
export function rulesForLocale(locale: string): readonly Rule[] {
  return isHungarianLocale(locale) ? RULES : ANY_LANGUAGE;
}
