import type {Speller} from '../spelling/speller';
import type {Finding} from './finding';
import type {MdxDocument} from './mdxDocument';
import type {Site} from './site';

/** What every rule gets: the page to check and the whole site around it. */
export interface RuleContext {
  document: MdxDocument;
  /** The page's own route (`/funds/`), for `#anchor` links. */
  route: string;
  site: Site;
  speller: Speller;
  /** Components a page may use without an import (the site's MDX component map). */
  globalComponents: ReadonlySet<string>;
}

export type Rule = (context: RuleContext) => Finding[] | Promise<Finding[]>;

/** A finding of the current page; `line`/`column` default to the top of the file. */
export function findingAt(
  context: RuleContext,
  rule: string,
  position: {line: number; column: number} | undefined,
  message: string,
  fix: string,
): Finding {
  return {file: context.document.file, line: position?.line ?? 1, column: position?.column ?? 1, rule, message, fix};
}
