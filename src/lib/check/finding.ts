import {messages} from './messages';

/** One mistake found by `npm run check`: where it is, which rule, what is wrong and what to do. */
export interface Finding {
  file: string;
  /** 1-based line and column. */
  line: number;
  column: number;
  /** The rule's id (`penz-formatum`). */
  rule: string;
  /** What is wrong, and what to do about it, in the region's language. */
  message: string;
  fix: string;
  /**
   * A warning is printed but does not fail the check: something a writer cannot fix in the page (an operator
   * fact nobody has supplied yet, an expired promotion the build already leaves out). Errors by default.
   */
  severity?: 'warning';
}

export function isWarning(finding: Finding): boolean {
  return finding.severity === 'warning';
}

/** `fájl:sor:oszlop  [szabály] hiba  →  teendő`, the form a writer reads in the terminal. */
export function formatText(finding: Finding): string {
  const label = isWarning(finding) ? messages.warningLabel : '';
  return `${finding.file}:${finding.line}:${finding.column}  [${finding.rule}] ${label}${finding.message}  →  ${finding.fix}`;
}

/** A GitHub Actions annotation; `%`, CR and LF are escaped as the workflow command syntax requires. */
export function formatGithub(finding: Finding): string {
  const escape = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => escape(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::${isWarning(finding) ? 'warning' : 'error'} file=${property(finding.file)},line=${finding.line},col=${finding.column},title=${property(finding.rule)}::${escape(`${finding.message} → ${finding.fix}`)}`;
}

export function byPosition(a: Finding, b: Finding): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule);
}
