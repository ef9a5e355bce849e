/**
 * Every rule of `npm run check` (docs/writers/checks.md lists each id). Each runs on every checked file and says
 * nothing about one it has no business with. The ones here need more than the file's own text (`textRules.ts`).
 */
import type {Rule} from '../../../src/lib/check/context';
import {textRulesForLocale} from '../../../src/lib/check/rules/textRules';
import {frontMatterRule} from './frontMatter';
import {imagesRule} from './images';
import {linksRule} from './links';
import {mdxCompileRule} from './mdxCompile';
import {propsRule} from './props';
import {spellingRule} from './spelling';

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
