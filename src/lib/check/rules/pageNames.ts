/**
 * One name per page (src/data/glossary.ts): the page's front matter `title` and its menu and footer labels
 * in code.json are exactly that name, so the menus, the breadcrumbs (built from the title) and the links agree.
 */
import {PAGE_NAMES} from '../../../data/glossary';
import {findingAt, type PageContext, type Rule, type RuleContext} from '../context';
import type {Finding} from '../finding';
import {ruleTexts} from '../ruleTexts';
import {lineColumn} from './patterns';

const ID = 'oldalnev';
const TEXT = ruleTexts[ID];

function checkTitle(context: RuleContext, page: PageContext): Finding[] {
  const entry = PAGE_NAMES.find(({route}) => route === page.route);
  const raw = page.document.frontMatter.title;
  const title = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : undefined;
  if (!entry || title === undefined || title === entry.name) return [];
  const line = page.document.frontMatterLines.title ?? 1;
  return [
    findingAt(
      context,
      ID,
      {line, column: 1},
      TEXT.titleDiffers({title, name: entry.name}),
      TEXT.titleDiffersFix(entry.name),
    ),
  ];
}

function checkLabels(context: RuleContext): Finding[] {
  const {text} = context;
  let messages: Partial<Record<string, {message?: string}>>;
  try {
    messages = JSON.parse(text) as Partial<Record<string, {message?: string}>>;
  } catch {
    return [findingAt(context, ID, undefined, TEXT.badJson, TEXT.badJsonFix)];
  }
  return PAGE_NAMES.flatMap((entry) =>
    entry.labelKeys.flatMap((key): Finding[] => {
      const message = messages[key]?.message;
      if (message === entry.name) return [];
      return [
        findingAt(
          context,
          ID,
          lineColumn(text, Math.max(0, text.indexOf(`"${key}"`))),
          message === undefined ? TEXT.labelMissing(key) : TEXT.labelDiffers({key, label: message, name: entry.name}),
          TEXT.labelFix(entry.name),
        ),
      ];
    }),
  );
}

export const pageNames: Rule = {
  id: ID,
  check: (context) => {
    if (context.page) return checkTitle(context, context.page);
    return context.kind === 'json' && context.file.endsWith('code.json') ? checkLabels(context) : [];
  },
};
