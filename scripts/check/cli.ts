/**
 * `npm run check`: the writer's one command. Checks every page, code.json, the data files with visitor text and
 * the collection entries (or, with `--changed [ref]`, the files a branch changed) without a browser or a build,
 * prints each finding as `fájl:sor:oszlop  [szabály] hiba  →  teendő` (or, with `--format github`, as GitHub
 * annotations titled with the rule id) and then the summary, and exits 0 when there is no error (warnings only
 * print), 1 when there is, 2 when the check could not run (a bad flag, a file it cannot read).
 *
 *   npm run check
 *   npm run check -- --changed            (against origin/main, or the local main)
 *   npm run check -- --changed HEAD~3
 *   npm run check -- i18n/hu/docusaurus-plugin-content-pages/funds/index.mdx
 *   npm run check -- i18n/hu/collections/promotions/welcome-bonus.yml
 *   npm run check -- --format github
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

if (require.main === module) void checkCommand(process.argv.slice(2), console).then((code) => process.exit(code));
