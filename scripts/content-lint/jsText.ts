/**
 * Scans JavaScript/TypeScript (a data file, or an expression inside MDX) and marks which characters a
 * visitor reads: the contents of string literals and the text of JSX inside it. Everything else (keys,
 * identifiers, comments, delimiters) stays hidden. Strings under keys that hold paths or ids, and strings
 * that look like paths or URLs, stay hidden too.
 */

/** Keys and props that hold links, ids and levels, in data and in MDX alike: their values are never shown. */
export const LINK_AND_ID_KEYS = ['to', 'href', 'ctaTo', 'secondaryTo', 'id', 'kind', 'className', 'headingLevel'];

/** Object keys and props whose string values are never shown to a visitor. */
const HIDDEN_KEYS = new Set([
  ...LINK_AND_ID_KEYS,
  'slug',
  'src',
  'path',
  'langKey',
  'routerName',
  'imgPath',
  'imagePath',
  'url',
  'platform',
  'unit',
  'type',
  'target',
  'locale',
  'siteType',
  'badge',
  'cards',
  'board',
  'card',
  'key',
]);

const PATH_LIKE = /^(?:\/|#|\.\.?\/|https?:|mailto:|@)/;

export interface Marker {
  /** Mark [start, end) as visible text. */
  show(start: number, end: number): void;
}

export interface ScanState {
  text: string;
  pos: number;
  jsx: boolean;
  marker: Marker;
  /** The MDX scanner for JSX children inside an expression (markdown rules do not apply there). */
  jsxChildren: (state: ScanState) => void;
}

function isIdentChar(ch: string): boolean {
  return /[\p{L}\p{N}_$]/u.test(ch);
}

/** After these characters a `<` starts JSX, not a comparison. */
const JSX_OPENERS = new Set(['(', ',', ':', '=', '?', '&', '|', '[', '{', '}', '>', '']);

/**
 * Scans from `state.pos` until the brace that closes the expression (depth 0 → `}`), or the end of text
 * when `untilClose` is false. Leaves `pos` after the closing brace.
 */
export function scanJs(state: ScanState, untilClose: boolean, propName = ''): void {
  const {text} = state;
  let depth = 0;
  let lastKey = propName;
  let lastSignificant = '';
  let word = '';
  let previousWord = '';
  while (state.pos < text.length) {
    const ch = text[state.pos];
    const next = text[state.pos + 1] ?? '';
    if (ch === '/' && next === '/') {
      const end = text.indexOf('\n', state.pos);
      state.pos = end === -1 ? text.length : end;
      continue;
    }
    if (ch === '/' && next === '*') {
      const end = text.indexOf('*/', state.pos + 2);
      state.pos = end === -1 ? text.length : end + 2;
      continue;
    }
    if (ch === "'" || ch === '"' || ch === '`') {
      let start = state.pos + 1;
      let i = start;
      while (i < text.length && text[i] !== ch) {
        if (text[i] === '\\') i += 1;
        else if (ch === '`' && text[i] === '$' && text[i + 1] === '{') {
          // `${…}` inside a template: the literal part so far is visible, the expression is code.
          showString(state, start, i, lastKey, previousWord);
          state.pos = i + 2;
          scanJs(state, true);
          i = state.pos;
          start = i;
          continue;
        }
        i += 1;
      }
      showString(state, start, i, lastKey, previousWord);
      state.pos = i + 1;
      lastSignificant = ch;
      word = '';
      continue;
    }
    if (state.jsx && ch === '<' && JSX_OPENERS.has(lastSignificant) && /[A-Za-z>]/.test(next)) {
      state.jsxChildren(state);
      lastSignificant = '>';
      continue;
    }
    if (ch === '{' || ch === '(' || ch === '[') depth += ch === '{' ? 1 : 0;
    if (ch === '}') {
      if (depth === 0 && untilClose) {
        state.pos += 1;
        return;
      }
      depth -= 1;
    }
    if (isIdentChar(ch)) {
      word += ch;
    } else {
      if (word) previousWord = word;
      if (ch === ':' && previousWord) lastKey = previousWord;
      if (ch === ',' || ch === '{' || ch === ';') lastKey = untilClose && depth === 0 ? propName : '';
      word = '';
    }
    if (!/\s/.test(ch)) lastSignificant = isIdentChar(ch) ? 'a' : ch;
    state.pos += 1;
  }
}

function showString(state: ScanState, start: number, end: number, key: string, previousWord: string): void {
  const value = state.text.slice(start, end);
  if (HIDDEN_KEYS.has(key) || previousWord === 'from' || previousWord === 'import' || PATH_LIKE.test(value)) return;
  state.marker.show(start, end);
}
