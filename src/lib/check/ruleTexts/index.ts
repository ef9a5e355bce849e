/**
 * The one home of what the rules of `npm run check` say: each rule's title, messages and fixes, keyed by its id,
 * in Hungarian (`hu.ts`) and English (`en.ts`). The check speaks the built region's language
 * (`region.texts.language`), so a region's writers read their own.
 */
import {type LanguageTexts, region} from '../../../data/region';
import {en} from './en';
import {hu} from './hu';

export type RuleTexts = typeof hu;

export const RULE_TEXTS: Record<LanguageTexts['language'], RuleTexts> = {hu, en};

/** The built region's texts of every rule. */
export const ruleTexts: RuleTexts = RULE_TEXTS[region.texts.language];
