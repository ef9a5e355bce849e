import {matchGroups} from '../../src/lib/regexGroups';

/**
 * The attributes of one start tag as the browser reads them (quoted, unquoted or without a value), so a
 * post-build step can look at a tag without a DOM. Names are lower-cased; the first of a repeated name wins.
 */
export function attributesOf(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  const afterName = tag.replace(/^<[^\s>/]+/, '');
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  for (const match of afterName.matchAll(pattern)) {
    const [, rawName = '', doubleQuoted, singleQuoted, unquoted] = matchGroups(match);
    const name = rawName.toLowerCase();
    if (!found.has(name)) found.set(name, doubleQuoted ?? singleQuoted ?? unquoted ?? '');
  }
  return found;
}

/** One attribute's value ('' when it has none, as `defer`), or null when the tag does not have it. */
export function attribute(tag: string, name: string): string | null {
  return attributesOf(tag).get(name.toLowerCase()) ?? null;
}
