/**
 * The content linter as a library: `lintSources` takes files (path + text) and returns findings
 * `{file, line, column, rule, message, fix}` in Hungarian; `lintFiles` reads the files first. The CLI
 * (`cli.ts`, `npm run lint:content`) and any other caller (a changed-files check, CI annotations) share it.
 */

import {readFileSync} from 'node:fs';

import matter from 'gray-matter';

import {RULES} from './rules';
import type {Finding, LintDocument, Rule, SourceFile} from './types';
import {kindOf, visibleText} from './visibleText';

export {RULES} from './rules';
export type {Finding, Rule, SourceFile} from './types';

function frontMatterOf(text: string): Record<string, string> | null {
  try {
    const {data} = matter(text);
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)]));
  } catch {
    return null;
  }
}

export function toDocument(source: SourceFile): LintDocument {
  const kind = kindOf(source.file);
  return {
    ...source,
    kind,
    visible: visibleText(kind, source.text),
    frontMatter: kind === 'mdx' ? frontMatterOf(source.text) : null,
  };
}

export function lintSources(sources: readonly SourceFile[], rules: readonly Rule[] = RULES): Finding[] {
  return sources
    .flatMap((source) => {
      const doc = toDocument(source);
      return rules.flatMap((rule) => rule.check(doc));
    })
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

export function lintFiles(files: readonly string[], rules: readonly Rule[] = RULES): Finding[] {
  return lintSources(
    files.map((file) => ({file, text: readFileSync(file, 'utf8')})),
    rules,
  );
}

/** `fájl:sor:oszlop  szabály  üzenet  →  javaslat` */
export function formatFinding(finding: Finding): string {
  return `${finding.file}:${finding.line}:${finding.column}  ${finding.rule}  ${finding.message}  →  ${finding.fix}`;
}
