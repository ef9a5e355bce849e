/**
 * One name per page (src/data/glossary.ts): the page's front matter `title` and its menu and footer labels
 * in code.json are exactly that name, so the menus, the breadcrumbs (built from the title) and the links agree.
 */

import {PAGE_NAMES} from '../../../src/data/glossary';
import {lineColumn} from '../position';
import type {Finding, LintDocument, Rule} from '../types';

const ID = 'oldalnev';

const PAGES_DIR = 'docusaurus-plugin-content-pages/';

/** `…/pages/funds/index.mdx` → `/funds/`; null for files outside the pages folder. */
function routeOfPageFile(file: string): string | null {
  const at = file.indexOf(PAGES_DIR);
  if (at === -1) return null;
  const path = file.slice(at + PAGES_DIR.length).replace(/\.mdx?$/, '');
  const withoutIndex = path === 'index' ? '' : path.replace(/\/index$/, '');
  return withoutIndex ? `/${withoutIndex}/` : '/';
}

function checkTitle(doc: LintDocument): Finding[] {
  const route = routeOfPageFile(doc.file);
  const page = PAGE_NAMES.find((entry) => entry.route === route);
  const title = doc.frontMatter?.title?.trim();
  if (!page || title === undefined || title === page.name) return [];
  const line = doc.text.split('\n').findIndex((text) => text.startsWith('title:')) + 1;
  return [
    {
      file: doc.file,
      line,
      column: 1,
      rule: ID,
      message: `Az oldal címe „${title}”, a szójegyzékben „${page.name}”.`,
      fix: `title: „${page.name}” (vagy módosítsd a src/data/glossary.ts-t)`,
    },
  ];
}

function checkLabels(doc: LintDocument): Finding[] {
  if (!doc.file.endsWith('code.json')) return [];
  let messages: Partial<Record<string, {message?: string}>>;
  try {
    messages = JSON.parse(doc.text) as Partial<Record<string, {message?: string}>>;
  } catch {
    return [
      {
        file: doc.file,
        line: 1,
        column: 1,
        rule: ID,
        message: 'A code.json nem érvényes JSON.',
        fix: 'javítsd a JSON-szintaxist',
      },
    ];
  }
  return PAGE_NAMES.flatMap((page) =>
    page.labelKeys.flatMap((key): Finding[] => {
      const message = messages[key]?.message;
      if (message === page.name) return [];
      const index = Math.max(0, doc.text.indexOf(`"${key}"`));
      const {line, column} = lineColumn(doc.text, index);
      return [
        {
          file: doc.file,
          line,
          column,
          rule: ID,
          message:
            message === undefined
              ? `Hiányzik a(z) ${key} felirat.`
              : `A(z) ${key} felirata „${message}”, az oldal neve „${page.name}”.`,
          fix: `„${page.name}”`,
        },
      ];
    }),
  );
}

export const pageNames: Rule = {
  id: ID,
  title: 'Egy oldal, egy név: a title és a menü/lábléc felirata a szójegyzék oldalneve.',
  check: (doc) => (doc.kind === 'mdx' ? checkTitle(doc) : checkLabels(doc)),
};
