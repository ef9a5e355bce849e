/**
 * The collection entries, checked with the build's validation (`src/lib/collections`), each problem at the line
 * of its YAML key; an expired entry is a warning (the build already leaves it out).
 */
import {readFileSync} from 'node:fs';

import {isMap, isScalar, LineCounter, parseDocument} from 'yaml';

import {BAD_FILE_NAME, type EntryFile, entryFiles} from '../../../plugins/collections/files';
import {region} from '../../../src/data/region';
import type {Finding} from '../../../src/lib/check/finding';
import {yamlTextValues} from '../../../src/lib/check/mdxDocument';
import {ruleTexts} from '../../../src/lib/check/ruleTexts';
import {ENTRY_PROSE_FIELDS, entryProseVisible, maskOf} from '../../../src/lib/check/visible';
import {
  blankFigures,
  COLLECTION_KINDS,
  fieldHint,
  isExpired,
  type KnownRoutes,
  parseEntry,
} from '../../../src/lib/collections';
import {rulesForLocale} from '.';
import type {ProseAt} from './spelling';

const RULE = 'collections';
const TEXT = ruleTexts[RULE];

export interface CollectionCheckOptions {
  rootDir: string;
  /** Folder holding `promotions/` and `tournaments/` (the site's by default). */
  collectionsDir?: string;
  routes: KnownRoutes;
  /** The day that decides what has expired, `YYYY-MM-DD`. */
  date: string;
  /** `spellingFindings` with the site's speller, or a test's own. */
  spell?: (pieces: ProseAt[]) => Omit<Finding, 'file' | 'rule'>[];
  /** Repository-relative files to check; all when left out. */
  only?: ReadonlySet<string>;
}

type Located = Pick<Finding, 'line' | 'column'>;

function at(counter: LineCounter, offset: number): Located {
  const {line, col} = counter.linePos(offset);
  return {line, column: col};
}

async function checkFile(entry: EntryFile, options: CollectionCheckOptions): Promise<Finding[]> {
  const {file, slug, kind} = entry;
  const finding = (where: Located, message: string, fix: string, severity?: 'warning'): Finding => ({
    file,
    ...where,
    rule: RULE,
    message,
    fix,
    ...(severity ? {severity} : {}),
  });
  const top = {line: 1, column: 1};
  if (slug === undefined) return [finding(top, BAD_FILE_NAME, TEXT.renameFix)];
  const text = readFileSync(entry.absolute, 'utf8');
  const counter = new LineCounter();
  const document = parseDocument(text, {lineCounter: counter, prettyErrors: false});
  if (document.errors.length > 0) {
    return document.errors.map((error) =>
      finding(at(counter, error.pos[0]), TEXT.badYaml(error.message.split('\n')[0] ?? ''), TEXT.badYamlFix),
    );
  }
  const map = isMap(document.contents) ? document.contents : undefined;
  const keys = new Map<string, Located>();
  for (const {key} of map?.items ?? []) {
    if (isScalar(key)) keys.set(String(key.value), at(counter, key.range[0]));
  }
  const result = parseEntry(kind, document.toJS(), slug, {routes: options.routes});
  const findings = result.ok
    ? []
    : result.issues.map((issue) => finding(keys.get(issue.field) ?? top, issue.message, fieldHint(kind, issue.field)));
  if (result.ok && isExpired(result.entry, options.date)) {
    findings.push(
      finding(keys.get('ends') ?? top, TEXT.expired(result.entry.dates?.ends ?? ''), TEXT.expiredFix, 'warning'),
    );
  }
  // The visible texts: every rule on them with the figure placeholders hidden (the page rules have nothing to say
  // here), and the spell checker.
  const prose = yamlTextValues(map)
    .filter(({key}) => ENTRY_PROSE_FIELDS.has(key))
    .map(({span}) => span);
  const visible = maskOf(entryProseVisible(text), prose);
  for (const rule of rulesForLocale(region.locale))
    findings.push(...(await rule.check({file, text, kind: 'yaml', visible})));
  if (options.spell) {
    const pieces = prose.map(([start, end]) => ({text: blankFigures(text.slice(start, end)), ...at(counter, start)}));
    findings.push(...options.spell(pieces).map((found) => ({...found, file, rule: 'spelling'})));
  }
  return findings;
}

/** The findings of every entry file (or the selected ones), and the files checked. */
export async function collectionFindings(
  options: CollectionCheckOptions,
): Promise<{findings: Finding[]; files: string[]}> {
  const files = (
    await Promise.all(COLLECTION_KINDS.map((kind) => entryFiles(options.rootDir, kind, options.collectionsDir)))
  )
    .flat()
    .filter((entry) => !options.only || options.only.has(entry.file));
  const findings = await Promise.all(files.map((entry) => checkFile(entry, options)));
  return {findings: findings.flat(), files: files.map((entry) => entry.file)};
}
