import type {Finding} from './finding';
import type {MdxDocument} from './mdxDocument';

/** The site around a page: every page and the anchors of each route (read from the files by `site/pages.ts`). */
export interface Site {
  pagesDir: string;
  documents: MdxDocument[];
  /** route (`/funds/`) → ids of its anchors */
  routes: Map<string, Set<string>>;
}

/** `scripts/spelling/speller.ts` loads it with the region's dictionary. */
export interface Speller {
  /** True when the word is correct or on the allowlist. */
  correct(word: string): boolean;
  /** Up to `limit` corrections, best first (empty when Hunspell has none). */
  suggest(word: string, limit?: number): string[];
}

/** The page parts of a context: only MDX pages have them. */
export interface PageContext {
  document: MdxDocument;
  /** The page's own route (`/funds/`), for `#anchor` links and the page's glossary name. */
  route: string;
  site: Site;
  /** Components a page may use without an import (the site's MDX component map). */
  globalComponents: ReadonlySet<string>;
}

/** What every rule gets: one file, what a visitor reads of it, and for a page the site around it. */
export interface RuleContext {
  /** Relative to the repository root. */
  file: string;
  text: string;
  kind: 'mdx' | 'json' | 'ts' | 'yaml';
  /** `text` as a visitor reads it (`visible.ts`): a match's index is its place in the file. */
  visible: string;
  page?: PageContext;
  /** The Hungarian speller; left out where the caller checks spelling itself (collection entries, rule tests). */
  speller?: Speller;
}

/** One rule of `npm run check`; its id is printed with every finding, so a writer can find the rule. */
export interface Rule {
  id: string;
  check(context: RuleContext): Finding[] | Promise<Finding[]>;
}

/** `line`/`column` default to the top of the file. */
export function findingAt(
  context: RuleContext,
  rule: string,
  position: {line: number; column: number} | undefined,
  message: string,
  fix: string,
): Finding {
  return {file: context.file, line: position?.line ?? 1, column: position?.column ?? 1, rule, message, fix};
}

/** A rule that reads a page's syntax tree or the site around it: other files have nothing for it to check. */
export function pageRule(
  id: string,
  check: (context: RuleContext, page: PageContext) => Finding[] | Promise<Finding[]>,
): Rule {
  return {id, check: (context) => (context.page ? check(context, context.page) : [])};
}
