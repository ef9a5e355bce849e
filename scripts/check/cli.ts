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
import {checkCommand} from './command';

void checkCommand(process.argv.slice(2), console).then((code) => process.exit(code));
