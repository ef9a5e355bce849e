/** Index → line and column, and the regular-expression helper every text rule uses on the visible text. */
import type {RuleContext} from '../context';
import type {Finding} from '../finding';

export function lineColumn(text: string, index: number): {line: number; column: number} {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return {line, column: index - lineStart + 1};
}

export interface PatternHit {
  /** Where in the file the reported span starts (the match's start by default). */
  index?: number;
  message: string;
  fix: string;
}

/** Runs `pattern` (must be global) over the visible text and turns each accepted match into a finding. */
export function findPattern(
  context: RuleContext,
  rule: string,
  pattern: RegExp,
  describe: (match: RegExpExecArray) => PatternHit | null,
): Finding[] {
  const findings: Finding[] = [];
  for (const match of context.visible.matchAll(pattern)) {
    const hit = describe(match);
    if (!hit) continue;
    const {line, column} = lineColumn(context.visible, hit.index ?? match.index);
    findings.push({file: context.file, line, column, rule, message: hit.message, fix: hit.fix});
  }
  return findings;
}

/** Letters and digits, any script: word boundaries that work for Hungarian accented letters. */
export const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}])';
export const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}])';

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
