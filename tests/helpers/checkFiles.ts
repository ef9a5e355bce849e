/**
 * Runs rules of `npm run check` in a test, the way the check runs them: the `.mdx` files of a folder as one site
 * (their routes from the folder, slugs winning), code.json-like files on their own, and a single page in memory
 * with the real site around it.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {fileContext, pageContexts} from '../../scripts/check/contexts';
import {rulesForLocale} from '../../scripts/check/rules';
import {loadSite} from '../../site/pages';
import {SITE_ROOT as ROOT} from '../../site/paths';
import {PAGES_PATH} from '../../site/paths';
import type {Rule, RuleContext, Site, Speller} from '../../src/lib/check/context';
import {byPosition, type Finding} from '../../src/lib/check/finding';
import {parseMdxDocument} from '../../src/lib/check/mdxDocument';

async function run(contexts: RuleContext[], rules: readonly Rule[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const context of contexts) for (const rule of rules) findings.push(...(await rule.check(context)));
  return findings.sort(byPosition);
}

/** Every file below `dir` (pages as one site), checked by `rules`. */
export async function checkFolder(dir: string, rules: readonly Rule[], speller?: Speller): Promise<Finding[]> {
  const others = (readdirSync(dir, {recursive: true}) as string[])
    .filter((file) => /\.(?:json|ts)$/.test(file))
    .sort()
    .map((file) => {
      const absolute = path.join(dir, file);
      return fileContext(path.relative(ROOT, absolute), readFileSync(absolute, 'utf8'), speller);
    });
  return run([...pageContexts(loadSite(dir), speller), ...others], rules);
}

let realSite: Site | undefined;

/** One file's text in memory at a repository path (a page sees the real site's routes), checked by `rules`. */
export async function checkText(
  file: string,
  text: string,
  rules: readonly Rule[] = rulesForLocale('hu'),
): Promise<Finding[]> {
  if (!file.endsWith('.mdx')) return run([fileContext(file, text)], rules);
  realSite ??= loadSite();
  const document = parseMdxDocument(text, file);
  const site: Site = {pagesDir: PAGES_PATH, documents: [document], routes: realSite.routes};
  return run(pageContexts(site), rules);
}
