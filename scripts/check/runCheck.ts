/**
 * Runs every rule on the chosen files (the whole site by default) and returns the findings, sorted by place. The
 * route list always comes from every page, so a link to an unchanged page is judged against the real site.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {loadSite} from '../../site/pages';
import {CONTENT_DIR, PAGES_PATH, SITE_ROOT} from '../../site/paths';
import {region} from '../../src/data/region';
import type {RuleContext} from '../../src/lib/check/context';
import {byPosition, type Finding} from '../../src/lib/check/finding';
import {isHungarianLocale} from '../../src/lib/check/rules/textRules';
import {contentDate} from '../../src/lib/collections';
import {createSpeller} from '../spelling/speller';
import {fileContext, pageContexts} from './contexts';
import {rulesForLocale} from './rules';
import {collectionFindings} from './rules/collections';
import {linksRule} from './rules/links';
import {spellingFindings} from './rules/spelling';
import {staticFileFindings} from './rules/staticFiles';
import {unknownFactFindings} from './unknownFacts';

const CODE_JSON = `${CONTENT_DIR}/code.json`;

/** Data files whose strings are shown to visitors (menus, tables, requirements, poker names). */
const DATA_DIRS = ['src/data', 'src/lib/poker'];

/** The glossary and the figures list avoided forms on purpose; ambassador.ts holds messages for writers. */
const NOT_CHECKED = new Set(['src/data/glossary.ts', 'src/data/figures.ts', 'src/data/ambassador.ts']);

/** code.json, then the data files with visitor text (for another language than Hungarian, its region names). */
function textFiles(root: string): string[] {
  if (!isHungarianLocale(region.locale)) return [CODE_JSON, `regions/${region.id}/regionNames.ts`];
  const data = DATA_DIRS.flatMap((dir) =>
    (readdirSync(path.join(root, dir), {recursive: true}) as string[])
      .map((file) => path.join(dir, file).split(path.sep).join('/'))
      .filter((file) => /(?:^|\/)[^/]*Hu\.ts$|^src\/data\/[^/]+\.ts$/.test(file))
      .sort(),
  );
  return [CODE_JSON, ...data].filter((file) => !NOT_CHECKED.has(file));
}

export interface CheckOptions {
  pagesDir?: string;
  /** Repository-relative paths to check; `undefined` = the whole site. */
  only?: string[];
  /** Folder of the promotions and tournaments collections (`i18n/hu/collections` by default). */
  collectionsDir?: string;
  /** The day expired entries are judged on, `YYYY-MM-DD` (`CONTENT_DATE`, else today in Budapest). */
  date?: string;
}

export async function runCheck(options: CheckOptions = {}): Promise<{findings: Finding[]; checkedFiles: string[]}> {
  const site = loadSite(options.pagesDir ?? PAGES_PATH);
  const speller = await createSpeller();
  const selected = options.only ? new Set(options.only.map((file) => path.normalize(file))) : undefined;
  const isSelected = (file: string) => !selected || selected.has(path.normalize(file));
  const findings: Finding[] = [];
  const checkedFiles: string[] = [];
  const rulesOfRegion = rulesForLocale(region.locale);
  const run = async (context: RuleContext, rules = rulesOfRegion) => {
    for (const rule of rules) findings.push(...(await rule.check(context)));
  };
  for (const context of pageContexts(site, speller)) {
    // Pages outside the selection still get the link rule (it takes milliseconds): a renamed heading or a
    // deleted page breaks links in files the change never touched.
    if (isSelected(context.file)) {
      await run(context);
      checkedFiles.push(context.file);
    } else {
      await run(context, [linksRule]);
    }
  }
  for (const file of textFiles(SITE_ROOT).filter(isSelected)) {
    await run(fileContext(file, readFileSync(path.join(SITE_ROOT, file), 'utf8'), speller));
    checkedFiles.push(file);
  }
  const collections = await collectionFindings({
    rootDir: SITE_ROOT,
    collectionsDir: options.collectionsDir,
    routes: site.routes,
    date: options.date ?? contentDate(),
    spell: (pieces) => spellingFindings(pieces, speller),
    only: selected,
  });
  findings.push(...collections.findings);
  checkedFiles.push(...collections.files);
  const staticFiles = staticFileFindings({rootDir: SITE_ROOT, only: selected});
  findings.push(...staticFiles.findings);
  checkedFiles.push(...staticFiles.files);
  // A whole-site check lists the operator facts still missing; a check of a branch's pages does not repeat them.
  if (!selected) findings.push(...unknownFactFindings());
  return {findings: findings.sort(byPosition), checkedFiles};
}
