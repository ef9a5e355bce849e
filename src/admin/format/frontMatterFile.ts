/**
 * MDX pages for the writers' editor, byte for byte until a field is changed: a file is `---⏎<YAML>⏎---⏎<body>`
 * (LF or CRLF, an optional BOM), or a body alone. `toFile` rewrites only the changed front matter keys
 * (`editYamlText`) and keeps the body's bytes when its text is the same (line breaks aside).
 * A front matter key `body` or `__source` is never exposed or changed. Front matter that is not valid YAML makes
 * the whole file the `body`, so the writer can repair it there; a value typed into another field is then refused
 * rather than dropped.
 */
import {saveTexts} from '../locale/editorTexts';
import {isEmpty} from './formValues';
import {editYamlText, type EntryData, parseYaml, SOURCE_KEY, withSource} from './yamlDocument';

/** The file cut into its parts; joined again they give the text byte for byte. */
export interface FrontMatterParts {
  /** `---` and its line break (with a BOM before it, if the file has one) */
  open: string;
  /** the YAML between the delimiters, with its last line break */
  yaml: string;
  /** the closing `---` and its line break (none at the end of the file) */
  close: string;
  body: string;
}

const OPEN = /^\uFEFF?---[ \t]*\r?\n/;
const CLOSE = /(^|\n)(---[ \t]*(?:\r?\n|$))/;
/** Keys of the data that are not front matter values. */
const RESERVED = ['body', SOURCE_KEY];

/** The parts of a file with front matter, or undefined when it has none (no opening or no closing `---`). */
export function splitFrontMatter(text: string): FrontMatterParts | undefined {
  const open = OPEN.exec(text);
  if (!open) return undefined;
  const start = open[0].length;
  const close = CLOSE.exec(text.slice(start));
  if (!close) return undefined;
  const yamlEnd = start + close.index + close[1].length;
  const bodyStart = yamlEnd + close[2].length;
  return {
    open: text.slice(0, start),
    yaml: text.slice(start, yamlEnd),
    close: text.slice(yamlEnd, bodyStart),
    body: text.slice(bodyStart),
  };
}

function sameText(a: string, b: string): boolean {
  return a === b || a.replace(/\r\n/g, '\n') === b.replace(/\r\n/g, '\n');
}

function withEol(text: string, eol: string): string {
  return eol === '\r\n' ? text.replace(/\r?\n/g, '\r\n') : text;
}

/** The page's values for Decap. Never throws: a file without (valid) front matter is all body. */
export function fromFile(text: string): EntryData {
  const parts = splitFrontMatter(text);
  const parsed = parts && parseYaml(parts.yaml);
  if (!parts || !parsed) return withSource({body: text}, text);
  const values = Object.fromEntries(Object.entries(parsed).filter(([key]) => !RESERVED.includes(key)));
  return withSource({...values, body: parts.body}, text);
}

export function toFile(data: EntryData, sortedKeys: readonly string[] = []): string {
  const source = typeof data[SOURCE_KEY] === 'string' ? data[SOURCE_KEY] : '';
  const {body: newBody, ...fields} = data;
  const eol = source.includes('\r\n') ? '\r\n' : '\n';
  const parts = splitFrontMatter(source);
  const yaml = parts && editYamlText(parts.yaml, fields, sortedKeys, RESERVED);
  const oldBody = parts && yaml !== undefined ? parts.body : source;
  const body = typeof newBody === 'string' && !sameText(newBody, oldBody) ? withEol(newBody, eol) : oldBody;

  if (parts && yaml !== undefined) {
    const text = parts.open + yaml + parts.close + body;
    if (splitFrontMatter(text)?.yaml !== yaml) throw new Error(saveTexts.format.unsafeClose);
    return text;
  }
  if (parts || OPEN.test(source)) {
    if (Object.entries(fields).some(([key, value]) => key !== SOURCE_KEY && !isEmpty(value))) {
      throw new Error(saveTexts.format.badFrontMatter);
    }
    return body;
  }
  // No front matter: one is written only when a field has a value.
  const added = editYamlText('', fields, sortedKeys, RESERVED) ?? '';
  return added === '' ? body : `---${eol}${withEol(added, eol)}---${eol}${body}`;
}
