/** Shared shapes of the content linter: a file's visible text, a rule, and what a rule reports. */

import type {Finding} from '../check/finding';

export type SourceKind = 'mdx' | 'json' | 'ts';

export interface SourceFile {
  /** Path as reported, relative to the repository root (`i18n/hu/…/index.mdx`). */
  file: string;
  text: string;
}

/** A file ready for the rules: the source, and the same text with everything a visitor never reads hidden. */
export interface LintDocument extends SourceFile {
  kind: SourceKind;
  /**
   * Same length and line breaks as `text`; characters a visitor never reads (code, import lines, JSX tag and
   * prop names, link targets, JSON keys) are replaced by HIDDEN, so positions map back 1:1.
   */
  visible: string;
  /** Front matter fields of an MDX page (`title`, `description`, …), raw strings. */
  frontMatter: Partial<Record<string, string>> | null;
}

/** A finding has the shape `npm run check` reports, so both print the same way. */
export type {Finding};

export interface Rule {
  /** Short id shown in reports, e.g. `penz-formatum`. */
  id: string;
  /** One line about what the rule checks (for the writers' guide and `--rules`). */
  title: string;
  check(doc: LintDocument): Finding[];
}

/** Stands in for a character a visitor never reads; no rule pattern matches it. */
export const HIDDEN = '\u0001';
