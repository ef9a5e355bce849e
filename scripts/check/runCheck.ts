/**
 * Runs every rule on the chosen pages (the whole site by default) and returns the findings, sorted.
 * The route list always comes from every page, so a link from a checked page to an unchanged one is judged
 * against the real site.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {contentDate} from '../../src/lib/collections';
import {createSpeller} from '../spelling/speller';
import {codeJsonFindings} from './codeJsonSpelling';
import type {Rule, RuleContext} from './context';
import {byPosition, type Finding} from './finding';
import {collectionFindings} from './rules/collections';
import {contentLintFindings} from './rules/contentLint';
import {frontMatterRule} from './rules/frontMatter';
import {imagesRule} from './rules/images';
import {linksRule} from './rules/links';
import {mdxCompileRule} from './rules/mdxCompile';
import {operatorFactsRule, unknownFactFindings} from './rules/operatorFacts';
import {propsRule} from './rules/props';
import {spellingFindings, spellingRule} from './rules/spelling';
import {loadSite, PAGES_DIR, ROOT, routeOfFile} from './site';

const RULES: Record<string, Rule> = {
  'front-matter': frontMatterRule,
  mdx: mdxCompileRule,
  links: linksRule,
  props: propsRule,
  images: imagesRule,
  spelling: spellingRule,
  'operator-facts': operatorFactsRule,
};

export interface CheckOptions {
  pagesDir?: string;
  /** Repository-relative paths to check; `undefined` = every page, code.json and collection entry. */
  only?: string[];
  /** Folder of the promotions and tournaments collections (`i18n/hu/collections` by default). */
  collectionsDir?: string;
  /** The day expired entries are judged on, `YYYY-MM-DD` (`CONTENT_DATE`, else today in Budapest). */
  date?: string;
}

export async function runCheck(options: CheckOptions = {}): Promise<{findings: Finding[]; checkedFiles: string[]}> {
  const site = loadSite(options.pagesDir ?? PAGES_DIR);
  const speller = await createSpeller();
  const globalComponents = mdxComponentNames();
  const selected = options.only ? new Set(options.only.map((file) => path.normalize(file))) : undefined;
  const documents = site.documents.filter((document) => !selected || selected.has(path.normalize(document.file)));
  const findings: Finding[] = [];
  for (const document of site.documents) {
    const route = routeOfFile(path.relative(site.pagesDir, path.join(ROOT, document.file)), document.frontMatter);
    const context: RuleContext = {document, route, site, speller, globalComponents};
    // Pages outside the selection still get the link rule (it takes milliseconds): a renamed heading or a
    // deleted page breaks links in files the change never touched.
    const rules = documents.includes(document) ? Object.values(RULES) : [linksRule];
    for (const rule of rules) findings.push(...(await rule(context)));
  }
  const checkedFiles = documents.map((document) => document.file);
  if (!selected || selected.has('i18n/hu/code.json')) {
    findings.push(...codeJsonFindings(speller));
    checkedFiles.push('i18n/hu/code.json');
  }
  findings.push(...contentLintFindings(documents, selected));
  const collections = await collectionFindings({
    rootDir: ROOT,
    collectionsDir: options.collectionsDir,
    routes: site.routes,
    date: options.date ?? contentDate(),
    spell: (pieces) => spellingFindings(pieces, speller),
    only: selected,
  });
  findings.push(...collections.findings);
  checkedFiles.push(...collections.files);
  // A whole-site check lists the operator facts still missing; a check of a branch's pages does not repeat them.
  if (!selected) findings.push(...unknownFactFindings());
  return {findings: findings.sort(byPosition), checkedFiles};
}

/** The components a page may use without an import: the keys of the site's MDX component map. */
function mdxComponentNames(): Set<string> {
  const source = readFileSync(path.join(ROOT, 'src/theme/MDXComponents.tsx'), 'utf8');
  const map = /export default \{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  return new Set([...map.matchAll(/^\s+([A-Z]\w*)\s*[:,]/gm)].map((match) => match.at(1) ?? ''));
}
