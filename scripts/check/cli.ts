/**
 * `npm run check`: the writer's one command. Checks every page, code.json, the data files with visitor text and
 * the collection entries (or, with `--changed [ref]`, the files a branch changed) without a browser or a build,
 * prints each finding as `fájl:sor:oszlop  [szabály] hiba  →  teendő` (or, with `--format github`, as GitHub
 * annotations titled with the rule id) and exits non-zero when there is an error (warnings only print).
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

async function main(): Promise<number> {
  const started = Date.now();
  const args = parseCheckArgs(process.argv.slice(2));
  let only: string[] | undefined = args.files.length > 0 ? args.files : undefined;
  let note = '';
  if (args.changed) {
    const changed = changedFiles(args.ref);
    only = changed.files;
    note = `; ${changed.note}`;
  }
  const {findings, checkedFiles} = await runCheck({pagesDir: args.pagesDir, collectionsDir: args.collectionsDir, only});
  for (const finding of findings) console.log(args.format === 'github' ? formatGithub(finding) : formatText(finding));
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
  console.error(summary);
  return errors.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(messages.crashed(error instanceof Error ? error.message : String(error)));
    process.exit(2);
  },
);
