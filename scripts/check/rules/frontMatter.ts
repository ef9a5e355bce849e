import path from 'node:path';

import {AmbassadorFrontMatterError, parseAmbassadorFrontMatter} from '../../../src/data/ambassador';
import {findingAt, type PageContext, pageRule, type RuleContext} from '../../../src/lib/check/context';
import type {Finding} from '../../../src/lib/check/finding';
import {ruleTexts} from '../../../src/lib/check/ruleTexts';
import {pageFieldIssue} from '../../../src/lib/pageFields';

const TEXT = ruleTexts['front-matter'];

/**
 * The front matter is valid YAML, has a `title` (2–70 characters) and a `description` (110–160 characters), and
 * an ambassador page has the fields the build requires (among them `profile`: whether the person is real).
 */
export const frontMatterRule = pageRule('front-matter', (context, page) => {
  const {frontMatterError} = page.document;
  const lengths = lengthFindings(context, page);
  if (frontMatterError) {
    const reason = frontMatterError.split('\n')[0] ?? '';
    return [findingAt(context, 'front-matter', undefined, TEXT.badYaml(reason), TEXT.badYamlFix), ...lengths];
  }
  const slug = ambassadorSlug(context.file);
  return [...(slug === undefined ? [] : ambassadorFindings(context, page, slug)), ...lengths];
});

/** An ambassador page is `ggteam/<slug>.mdx`, not the team page itself. */
function ambassadorSlug(file: string): string | undefined {
  const {dir, name, ext} = path.parse(file);
  return path.basename(dir) === 'ggteam' && ext === '.mdx' && name !== 'index' ? name : undefined;
}

/** The same validation the build runs on an ambassador page, reported at the line of the broken field. */
function ambassadorFindings(context: RuleContext, page: PageContext, slug: string): Finding[] {
  const {frontMatter, frontMatterLines} = page.document;
  try {
    parseAmbassadorFrontMatter(frontMatter, slug);
    return [];
  } catch (error) {
    if (!(error instanceof AmbassadorFrontMatterError)) throw error;
    const line = frontMatterLines[error.field] ?? 1;
    const fix = TEXT.ambassadorFixes[error.field] ?? TEXT.fillField(error.field);
    return [findingAt(context, 'front-matter', {line, column: 1}, error.message, fix)];
  }
}

/** A missing, too short or too long `title` or `description`, at its line (an unreadable block counts as missing). */
function lengthFindings(context: RuleContext, page: PageContext): Finding[] {
  const {frontMatter, frontMatterLines} = page.document;
  return (['title', 'description'] as const).flatMap((key) => {
    const issue = pageFieldIssue(key, frontMatter[key]);
    if (!issue) return [];
    return [
      findingAt(context, 'front-matter', {line: frontMatterLines[key] ?? 1, column: 1}, issue.message, issue.fix),
    ];
  });
}
