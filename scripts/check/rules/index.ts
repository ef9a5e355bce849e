/**
 * Every rule of `npm run check`. Each runs on every checked file (pages, code.json, data files, collection
 * entries) and says nothing about a file it has no business with; the id printed with a finding (`[penz-formatum]`)
 * names the rule, and docs/writers/checks.md lists each id with its file.
 *
 * The rules that judge a file by its own text are in `src/lib/check/rules/textRules.ts` (the writers' editor runs
 * them too); the ones here need more than one file's text: the MDX compiler, the route list, the static files, the
 * dictionary. Every region's pages get these.
 */
import type {Rule} from '../../../src/lib/check/context';
import {textRulesForLocale} from '../../../src/lib/check/rules/textRules';
import {frontMatterRule} from './frontMatter';
import {imagesRule} from './images';
import {linksRule} from './links';
import {mdxCompileRule} from './mdxCompile';
import {propsRule} from './props';
import {spellingRule} from './spelling';

/** The rules for pages written in `locale` (`hu`, `en-CA`). */
export function rulesForLocale(locale: string): readonly Rule[] {
  return [
    frontMatterRule,
    mdxCompileRule,
    linksRule,
    propsRule,
    imagesRule,
    spellingRule,
    ...textRulesForLocale(locale),
  ];
}
