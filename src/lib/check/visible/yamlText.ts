/**
 * Where each top-level text value of a YAML map is written, inside its quotes: the front matter's `title`, a
 * promotion's `summary`. Block scalars (`|`, `>`) are left out, since their source is not the text itself. A
 * promotion's or tournament's text fields are read with their figure placeholders (`{fig:welcomeFree}`) hidden,
 * since the build puts a sourced figure in their place.
 */
import {isMap, isScalar} from 'yaml';

import {blankFigures} from '../../collections/figurePlaceholders';
import {HIDDEN, type Span} from './mask';

export function yamlTextValues(contents: unknown, offset = 0): {key: string; span: Span}[] {
  if (!isMap(contents)) return [];
  const values: {key: string; span: Span}[] = [];
  for (const {key, value} of contents.items) {
    if (!isScalar(key) || !isScalar(value) || !value.range || typeof value.value !== 'string') continue;
    const quoted = value.type === 'QUOTE_DOUBLE' || value.type === 'QUOTE_SINGLE';
    if (!quoted && value.type !== 'PLAIN') continue;
    const [start, end] = quoted ? [value.range[0] + 1, value.range[1] - 1] : [value.range[0], value.range[1]];
    values.push({key: String(key.value), span: [start + offset, end + offset]});
  }
  return values;
}

/** The entry fields whose text a visitor reads. */
export const ENTRY_PROSE_FIELDS: ReadonlySet<string> = new Set(['title', 'summary', 'schedule']);

/** One entry field's text as the rules read it: same length, its placeholders hidden. */
export function entryProseVisible(text: string): string {
  return blankFigures(text, HIDDEN);
}
