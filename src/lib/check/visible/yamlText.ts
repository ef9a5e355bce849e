/**
 * Where each top-level text value of a YAML map is written, inside its quotes: the front matter's `title`, a
 * promotion's `summary`. Block scalars (`|`, `>`) are left out, since their source is not the text itself.
 */
import {isMap, isScalar} from 'yaml';

import type {Span} from './mask';

export interface YamlText {
  key: string;
  span: Span;
}

export function yamlTextValues(contents: unknown, offset = 0): YamlText[] {
  if (!isMap(contents)) return [];
  const values: YamlText[] = [];
  for (const {key, value} of contents.items) {
    if (!isScalar(key) || !isScalar(value) || !value.range || typeof value.value !== 'string') continue;
    const quoted = value.type === 'QUOTE_DOUBLE' || value.type === 'QUOTE_SINGLE';
    if (!quoted && value.type !== 'PLAIN') continue;
    const [start, end] = quoted ? [value.range[0] + 1, value.range[1] - 1] : [value.range[0], value.range[1]];
    values.push({key: String(key.value), span: [start + offset, end + offset]});
  }
  return values;
}
