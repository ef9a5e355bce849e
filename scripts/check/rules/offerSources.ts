/**
 * An offer states only what a source gives: on a page that carries an offer (a promotion or tournament list, an
 * offer note, the offers' conditions, the home rewards) and in a collection entry's text, every amount comes
 * from the figures (`<Fig>`, `fig.…`, `{fig:…}`), every date from the entry's sourced `starts`/`ends`, and every
 * condition from the operator facts. A typed amount or date, or a promise no source makes („befizetés
 * nélkül”), is an error. A condition in the page's own words is the rule `sajat-feltetel`'s.
 */
import type {Nodes} from 'mdast';

import type {Rule, RuleContext} from '../context';
import type {Finding} from '../finding';
import {ruleTexts} from '../ruleTexts';
import {findPattern, NOT_WORD_AFTER, NOT_WORD_BEFORE} from './patterns';

const ID = 'ajanlat-forras';
const TEXT = ruleTexts[ID];

/** Components that make a page an offer page. */
const OFFER_COMPONENTS = new Set([
  'PromoNote',
  'TournamentNote',
  'StatutoryNotice',
  'PromotionList',
  'TournamentList',
  'OfferConditions',
  'MonthlyRewards',
]);

/** Promises no source gives: the spec says "$100 free", nothing about deposits or monthly promotions. */
const UNSOURCED_PROMISES: readonly {pattern: RegExp; fix: string}[] = [
  {
    pattern: new RegExp(`${NOT_WORD_BEFORE}befizetés nélkül(?:i)?${NOT_WORD_AFTER}`, 'giu'),
    fix: TEXT.noDepositFix,
  },
  {
    pattern: new RegExp(`${NOT_WORD_BEFORE}(?:havi promóció|minden hónapban[^.!?]{0,40}promóció)`, 'giu'),
    fix: TEXT.monthlyFix,
  },
];

const MONTHS = 'január|február|március|április|május|június|július|augusztus|szeptember|október|november|december';

/** A typed amount: dollars, play money, a multiplier or a percentage. */
const AMOUNT = new RegExp(
  `${NOT_WORD_BEFORE}(?:\\$\\s?\\d[\\d\\s\\u00a0\\u202f.,]*|\\d[\\d\\u00a0\\u202f ]*(?:,\\d+)?[\\u00a0\\u202f ]?(?:\\$|P${NOT_WORD_AFTER}|×|%))`,
  'gu',
);

/** A typed calendar date: `2026-11-01`, „2026. november 1.”, „november 1-jétől”. */
const DATE = new RegExp(
  `${NOT_WORD_BEFORE}(?:\\d{4}-\\d{2}-\\d{2}|(?:\\d{4}\\.\\s)?(?:${MONTHS})\\s\\d{1,2}(?:\\.|-\\p{L}+))`,
  'giu',
);

function isOfferPage(context: RuleContext): boolean {
  const tree = context.page?.document.tree;
  if (!tree) return false;
  let found = false;
  const walk = (node: Nodes) => {
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      OFFER_COMPONENTS.has(node.name ?? '')
    ) {
      found = true;
    }
    if (!found && 'children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return found;
}

export const offerSources: Rule = {
  id: ID,
  title: TEXT.title,
  check: (context) => {
    const promises = UNSOURCED_PROMISES.flatMap(({pattern, fix}) =>
      findPattern(context, ID, pattern, (m) => ({message: TEXT.promise(m[0]), fix})),
    );
    const offerText = context.kind === 'yaml' || (context.kind === 'mdx' && isOfferPage(context));
    if (!offerText) return promises;
    const typed: Finding[] = [
      ...findPattern(context, ID, AMOUNT, (m) => ({
        message: TEXT.amount(m[0].trim()),
        fix: TEXT.amountFix,
      })),
      ...findPattern(context, ID, DATE, (m) => ({
        message: TEXT.date(m[0]),
        fix: TEXT.dateFix,
      })),
    ];
    return [...promises, ...typed];
  },
};
