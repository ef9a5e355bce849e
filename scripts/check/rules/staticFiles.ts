/**
 * The files the build copies as they are: nothing there may run as a page of the site, since a browser runs an
 * HTML or XML file's or an SVG's scripts as the site (rule `statikus-fajl`); and the uploads folder holds only
 * images the browser editor takes (`src/lib/imageFormats.ts`, rule `feltoltes`), whoever put them there.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

import type {Finding} from '../../../src/lib/check/finding';
import {ruleTexts} from '../../../src/lib/check/ruleTexts';
import {SIGNATURE_BYTES, uploadTypeIssue} from '../../../src/lib/imageFormats';
import {imageSizeIssue} from '../../../src/lib/imageRules';

const STATIC_FILE_RULE = 'statikus-fajl';
const UPLOAD_RULE = 'feltoltes';
const TEXT = {document: ruleTexts[STATIC_FILE_RULE], upload: ruleTexts[UPLOAD_RULE]};

/** The editor's uploads folder, relative to a static folder (`src/admin/decapConfig.ts` writes there). */
const UPLOADS_DIR = 'img/uploads';

/** Extensions of files a browser renders as a document that may run scripts. */
const DOCUMENT_EXTENSION = /^\.(?:html?|xht|xhtml|shtml|mht|mhtml|xml|xslt?)$/;

/** What in an SVG runs code: script elements, event attributes, `javascript:` links, embedded documents. */
const SVG_ACTIVE_CONTENT =
  /<script\b|\son[a-z]+\s*=|javascript:|<foreignObject\b|<iframe\b|<embed\b|<object\b|<handler\b/i;

/** `static/` and every `regions/<ID>/static/`, relative to the root. */
function staticDirs(rootDir: string): string[] {
  const regions = path.join(rootDir, 'regions');
  const regionDirs = readdirSync(regions, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join('regions', entry.name, 'static'));
  return ['static', ...regionDirs].filter((dir) => statSync(path.join(rootDir, dir), {throwIfNoEntry: false}));
}

function filesUnder(rootDir: string, dir: string): string[] {
  return readdirSync(path.join(rootDir, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)));
}

function finding(file: string, rule: string, message: string, fix: string): Finding {
  return {file: file.split(path.sep).join('/'), line: 1, column: 1, rule, message, fix};
}

/** An upload that is not an image the editor takes. */
function uploadFinding(rootDir: string, file: string): Finding | null {
  const full = path.join(rootDir, file);
  const bytes = readFileSync(full);
  const issue =
    uploadTypeIssue(path.basename(file), bytes.subarray(0, SIGNATURE_BYTES)) ?? imageSizeIssue(bytes.length);
  return issue ? finding(file, UPLOAD_RULE, issue.message, TEXT.upload.orDelete(issue.fix)) : null;
}

/** A file that would run as a page of the site. */
function documentFinding(rootDir: string, file: string): Finding | null {
  const extension = path.extname(file).toLowerCase();
  if (DOCUMENT_EXTENSION.test(extension)) {
    return finding(file, STATIC_FILE_RULE, TEXT.document.document(extension), TEXT.document.documentFix);
  }
  if (extension === '.svg' && SVG_ACTIVE_CONTENT.test(readFileSync(path.join(rootDir, file), 'utf8'))) {
    return finding(file, STATIC_FILE_RULE, TEXT.document.activeSvg, TEXT.document.activeSvgFix);
  }
  return null;
}

/** `only`: repository-relative files to check; all when left out. */
export function staticFileFindings({rootDir, only}: {rootDir: string; only?: ReadonlySet<string>}): {
  findings: Finding[];
  files: string[];
} {
  const findings: Finding[] = [];
  const files: string[] = [];
  for (const dir of staticDirs(rootDir)) {
    for (const file of filesUnder(rootDir, dir)) {
      if (only && !only.has(path.normalize(file))) continue;
      files.push(file);
      const inUploads = path.relative(path.join(dir, UPLOADS_DIR), file);
      const isUpload = !inUploads.startsWith('..') && !path.isAbsolute(inUploads);
      const found = isUpload ? uploadFinding(rootDir, file) : documentFinding(rootDir, file);
      if (found) findings.push(found);
    }
  }
  return {findings, files};
}
