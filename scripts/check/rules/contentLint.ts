/**
 * The content linter (`scripts/content-lint`: money and number formats, glossary, quotes, repeated words,
 * developer words…) run on the same files, its findings printed with the others. Its rules live there only.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {lintSources} from '../../content-lint';
import {contentFiles} from '../../content-lint/files';
import type {Finding} from '../finding';
import type {MdxDocument} from '../mdxDocument';
import {ROOT} from '../site';

const PAGES = 'i18n/hu/docusaurus-plugin-content-pages/';

/**
 * Pages are linted from the documents already read (they may come from another pages folder in tests);
 * code.json and the data files with visitor text are read from the repository when selected.
 */
export function contentLintFindings(documents: readonly MdxDocument[], only?: ReadonlySet<string>): Finding[] {
  const others = contentFiles(ROOT).filter((file) => !file.startsWith(PAGES) && (!only || only.has(file)));
  return lintSources([
    ...documents.map(({file, text}) => ({file, text})),
    ...others.map((file) => ({file, text: readFileSync(path.join(ROOT, file), 'utf8')})),
  ]);
}
