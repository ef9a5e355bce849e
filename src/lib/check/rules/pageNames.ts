/**
 * One name per page (src/data/glossary.ts): the page's front matter `title` and its menu and footer labels
 * in code.json are exactly that name, so the menus, the breadcrumbs (built from the title) and the links agree.
 */
import {PAGE_NAMES} from '../../../data/glossary';
import type {PageContext, Rule, RuleContext} from '../context';
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
  return [
    {
      file: context.file,
      line: page.document.frontMatterLines.title ?? 1,
      column: 1,
      rule: ID,
      message: TEXT.titleDiffers(title, entry.name),
      fix: TEXT.titleDiffersFix(entry.name),
    },
  ];
}

function checkLabels(context: RuleContext): Finding[] {
  const {file, text} = context;
  let messages: Partial<Record<string, {message?: string}>>;
  try {
    messages = JSON.parse(text) as Partial<Record<string, {message?: string}>>;
  } catch {
    return [{file, line: 1, column: 1, rule: ID, message: TEXT.badJson, fix: TEXT.badJsonFix}];
  }
  return PAGE_NAMES.flatMap((entry) =>
    entry.labelKeys.flatMap((key): Finding[] => {
      const message = messages[key]?.message;
      if (message === entry.name) return [];
      const {line, column} = lineColumn(text, Math.max(0, text.indexOf(`"${key}"`)));
      return [
        {
          file,
          line,
          column,
          rule: ID,
          message: message === undefined ? TEXT.labelMissing(key) : TEXT.labelDiffers(key, message, entry.name),
          fix: TEXT.labelFix(entry.name),
        },
      ];
    }),
  );
}

export const pageNames: Rule = {
  id: ID,
  title: TEXT.title,
  check: (context) => {
    if (context.page) return checkTitle(context, context.page);
    return context.kind === 'json' && context.file.endsWith('code.json') ? checkLabels(context) : [];
  },
};
