import {readFileSync} from 'node:fs';

import {CONTENT_DIR} from '../../site/paths';

const strings = JSON.parse(readFileSync(`${CONTENT_DIR}/code.json`, 'utf8')) as Partial<
  Record<string, {message: string}>
>;

/** An interface string of the built region, as its code.json words it. */
export function regionText(id: string): string {
  const entry = strings[id];
  if (!entry) throw new Error(`${CONTENT_DIR}/code.json has no ${id}`);
  return entry.message;
}
