import path from 'node:path';

import {AmbassadorFrontMatterError, parseAmbassadorFrontMatter} from '../../../src/data/ambassador';
import {findingAt, type Rule, type RuleContext} from '../context';
import type {Finding} from '../finding';

/** What to write for each ambassador field the build rejects. */
const AMBASSADOR_FIXES: Record<string, string> = {
  profile:
    'Kitalált szereplőnél: profile: illustration. Valódi személynél csak szerződés és ellenőrzött adatok után: profile: contracted',
  slug: 'Írd így: slug: /ggteam/<fájlnév kiterjesztés nélkül>/',
  formats: 'Írd így: formats: ["Texas Hold\'em", "Rush & Cash"]',
};

/** An ambassador page is `ggteam/<slug>.mdx`, not the team page itself. */
function ambassadorSlug(file: string): string | undefined {
  const {dir, name, ext} = path.parse(file);
  return path.basename(dir) === 'ggteam' && ext === '.mdx' && name !== 'index' ? name : undefined;
}

/** The same validation the build runs on an ambassador page, reported at the line of the broken field. */
function ambassadorFindings(context: RuleContext, slug: string): Finding[] {
  const {frontMatter, frontMatterLines} = context.document;
  try {
    parseAmbassadorFrontMatter(frontMatter, slug);
    return [];
  } catch (error) {
    if (!(error instanceof AmbassadorFrontMatterError)) throw error;
    const line = frontMatterLines[error.field] ?? 1;
    const fix = AMBASSADOR_FIXES[error.field] ?? `Töltsd ki a „${error.field}” mezőt (docs/writing.md, 5. fejezet)`;
    return [findingAt(context, 'front-matter', {line, column: 1}, error.message, fix)];
  }
}

/**
 * The front matter is valid YAML, and an ambassador page has the fields the build requires (among them
 * `profile`: whether the person is real). The other fields (`title`, `description` 110–160 characters) are the
 * content linter's front-matter rule; this rule says why a block it cannot read is broken.
 */
export const frontMatterRule: Rule = (context) => {
  const {frontMatterError} = context.document;
  if (!frontMatterError) {
    const slug = ambassadorSlug(context.document.file);
    return slug === undefined ? [] : ambassadorFindings(context, slug);
  }
  return [
    findingAt(
      context,
      'front-matter',
      {line: 1, column: 1},
      `A front matter nem érvényes YAML (${frontMatterError.split('\n')[0] ?? ''})`,
      'Ha egy érték kettőspontot tartalmaz, tedd idézőjelbe: description: "…"',
    ),
  ];
};
