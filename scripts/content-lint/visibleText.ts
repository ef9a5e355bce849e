/**
 * What a visitor reads of each kind of source file, position for position: MDX (prose, front matter
 * `title`/`description`, string props and JSX text), code.json (`message` values) and TypeScript data files
 * (string literals). Everything else becomes HIDDEN so the rules only ever see visible text.
 */

import {LINK_AND_ID_KEYS, type Marker, scanJs, type ScanState} from './jsText';
import {HIDDEN, type SourceKind} from './types';

/** Props whose string value is never shown (paths, ids, levels). */
const HIDDEN_PROPS = new Set([...LINK_AND_ID_KEYS, 'src', 'cards', 'board', 'card', 'key']);

const VISIBLE_FRONT_MATTER = new Set(['title', 'description', 'name', 'role', 'style']);

class Mask {
  private readonly chars: string[];
  constructor(private readonly text: string) {
    this.chars = text.split('').map((ch) => (ch === '\n' ? '\n' : HIDDEN));
  }
  show(start: number, end: number): void {
    for (let i = start; i < end; i += 1) this.chars[i] = this.text[i];
  }
  toString(): string {
    return this.chars.join('');
  }
}

function marker(mask: Mask): Marker {
  return {show: (start, end) => mask.show(start, end)};
}

export function kindOf(file: string): SourceKind {
  if (file.endsWith('.json')) return 'json';
  if (/\.mdx?$/.test(file)) return 'mdx';
  return 'ts';
}

export function visibleText(kind: SourceKind, text: string): string {
  const mask = new Mask(text);
  const mark = marker(mask);
  if (kind === 'json') markJsonMessages(text, mark);
  else if (kind === 'ts') scanJs({text, pos: 0, jsx: false, marker: mark, jsxChildren: () => undefined}, false);
  else markMdx(text, mark);
  return mask.toString();
}

function markJsonMessages(text: string, mark: Marker): void {
  for (const match of text.matchAll(/"message"\s*:\s*"((?:[^"\\]|\\.)*)"/g)) {
    const start = match.index + match[0].length - match[1].length - 1;
    mark.show(start, start + match[1].length);
  }
}

/** Front matter: `key: value` lines between the opening and closing `---`; returns the body's start. */
function markFrontMatter(text: string, mark: Marker): number {
  if (!text.startsWith('---\n')) return 0;
  const end = text.indexOf('\n---', 4);
  if (end === -1) return 0;
  let lineStart = 4;
  while (lineStart < end) {
    const lineEnd = text.indexOf('\n', lineStart);
    const line = text.slice(lineStart, lineEnd);
    const match = /^([A-Za-z_]+):\s*(["']?)(.*?)\2\s*$/.exec(line);
    if (match && VISIBLE_FRONT_MATTER.has(match[1])) {
      const valueStart = lineStart + line.indexOf(match[3], match[1].length + 1);
      mark.show(valueStart, valueStart + match[3].length);
    }
    lineStart = lineEnd + 1;
  }
  return end + 4;
}

function markMdx(text: string, mark: Marker): void {
  const state: ScanState = {
    text,
    pos: markFrontMatter(text, mark),
    jsx: true,
    marker: mark,
    jsxChildren: scanJsxElement,
  };
  scanMarkdown(state, null);
}

/**
 * Markdown prose until the closing tag `</name>` (or the end when `closing` is null): text is visible;
 * import/export lines, inline code, link targets, comments, expressions and tags are not.
 */
function scanMarkdown(state: ScanState, closing: string | null): void {
  const {text} = state;
  let lineStart = true;
  while (state.pos < text.length) {
    const ch = text[state.pos];
    if (lineStart && /^(?:import|export)\s/.test(text.slice(state.pos, state.pos + 7))) {
      state.pos = skipStatement(text, state.pos);
      continue;
    }
    lineStart = ch === '\n';
    if (ch === '`') {
      const end = text.indexOf('`', state.pos + 1);
      state.pos = end === -1 ? text.length : end + 1;
      continue;
    }
    if (ch === ']' && text[state.pos + 1] === '(') {
      const end = text.indexOf(')', state.pos);
      state.pos = end === -1 ? text.length : end + 1;
      continue;
    }
    if (text.startsWith('<!--', state.pos)) {
      const end = text.indexOf('-->', state.pos);
      state.pos = end === -1 ? text.length : end + 3;
      continue;
    }
    if (ch === '{') {
      state.pos += 1;
      scanJs(state, true);
      continue;
    }
    if (ch === '<' && /[A-Za-z/>]/.test(text[state.pos + 1] ?? '')) {
      if (closing !== null && text.startsWith(`</${closing}`, state.pos)) {
        state.pos = text.indexOf('>', state.pos) + 1 || text.length;
        return;
      }
      const tag = scanTag(state);
      if (tag.opens) scanMarkdown(state, tag.name);
      continue;
    }
    if (ch !== '[' && ch !== ']' && ch !== '#' && ch !== '|' && ch !== '*' && ch !== '>')
      state.marker.show(state.pos, state.pos + 1);
    state.pos += 1;
  }
}

/** An import or export statement: up to the line that ends it (handles multi-line `import {…} from '…';`). */
function skipStatement(text: string, pos: number): number {
  let end = text.indexOf('\n', pos);
  while (end !== -1 && !/(?:['";]|^\s*)$/.test(text.slice(pos, end).trimEnd())) end = text.indexOf('\n', end + 1);
  return end === -1 ? text.length : end;
}

/** `<Name a="…" b={…}>` or `</Name>` or `<Name … />`; string props are visible unless they hold a path or id. */
function scanTag(state: ScanState): {name: string; opens: boolean} {
  const {text} = state;
  state.pos += 1;
  if (text[state.pos] === '/') {
    state.pos = text.indexOf('>', state.pos) + 1 || text.length;
    return {name: '', opens: false};
  }
  const nameMatch = /^[A-Za-z0-9_.]*/.exec(text.slice(state.pos)) ?? [''];
  const name = nameMatch[0];
  state.pos += name.length;
  let prop = '';
  while (state.pos < text.length) {
    const ch = text[state.pos];
    if (ch === '>') {
      state.pos += 1;
      return {name, opens: true};
    }
    if (ch === '/' && text[state.pos + 1] === '>') {
      state.pos += 2;
      return {name, opens: false};
    }
    if (ch === '"' || ch === "'") {
      const end = text.indexOf(ch, state.pos + 1);
      if (!HIDDEN_PROPS.has(prop)) state.marker.show(state.pos + 1, end);
      state.pos = end + 1;
      continue;
    }
    if (ch === '{') {
      state.pos += 1;
      scanJs(state, true, prop);
      continue;
    }
    const word = /^[A-Za-z_-]+/.exec(text.slice(state.pos));
    if (word) {
      prop = word[0];
      state.pos += word[0].length;
      continue;
    }
    state.pos += 1;
  }
  return {name, opens: false};
}

/** A JSX element inside an expression (`answer: <p>… <Link>…</Link></p>`): its text and string props. */
function scanJsxElement(state: ScanState): void {
  const tag = scanTag(state);
  if (!tag.opens) return;
  scanMarkdown(state, tag.name);
}
