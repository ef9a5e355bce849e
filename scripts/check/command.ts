/**
 * `npm run check` as a function of its arguments (`cli.ts` is the command line around it): checks what the flags
 * choose, prints each finding and then the summary through `out`, and returns the exit code: 0 when there is no
 * error (warnings only print), 1 when there is, 2 when the check could not run (a bad flag, a file it cannot read).
 */
import {formatGithub, formatText, isWarning} from '../../src/lib/check/finding';
import {messages} from '../../src/lib/check/messages';
import {parseCheckArgs} from './args';
import {changedFiles} from './changedFiles';
import {runCheck} from './runCheck';

export interface CheckOutput {
  /** a finding (standard output) */
  log: (line: string) => void;
  /** the summary, or why the check did not run (standard error) */
  error: (line: string) => void;
}

async function check(argv: string[], out: CheckOutput): Promise<number> {
  const started = Date.now();
  const args = parseCheckArgs(argv);
  let only: string[] | undefined = args.files.length > 0 ? args.files : undefined;
  let note = '';
  if (args.changed) {
    const changed = changedFiles(args.ref);
    only = changed.files;
    note = `; ${changed.note}`;
  }
  const {findings, checkedFiles} = await runCheck({pagesDir: args.pagesDir, collectionsDir: args.collectionsDir, only});
  for (const finding of findings) out.log(args.format === 'github' ? formatGithub(finding) : formatText(finding));
  const seconds = ((Date.now() - started) / 1000).toFixed(1).replace('.', messages.decimal);
  const errors = findings.filter((finding) => !isWarning(finding));
  const warnings = findings.length - errors.length;
  const files = new Set(errors.map((finding) => finding.file)).size;
  const warningNote = warnings > 0 ? messages.warnings(warnings) : '';
  const time = `${seconds} s${note}`;
  const summary =
    errors.length === 0
      ? messages.allRight(checkedFiles.length, warningNote, time)
      : messages.someErrors(errors.length, files, warningNote, checkedFiles.length, time);
  out.error(summary);
  return errors.length === 0 ? 0 : 1;
}

export async function checkCommand(argv: string[], out: CheckOutput): Promise<number> {
  try {
    return await check(argv, out);
  } catch (error) {
    out.error(messages.crashed(error instanceof Error ? error.message : String(error)));
    return 2;
  }
}
