import fs from 'node:fs/promises';
import path from 'node:path';

import {type DefaultTreeAdapterMap, parse} from 'parse5';

import {INVISIBLE} from '../../src/lib/fontAlphabet';

/**
 * The characters a visitor can see in a built page, read from the HTML the build wrote: the text of the document
 * (scripts and styles left out) and the words of form controls. The app's own strings (code.json) are checked
 * beside it by the plugin, because a dialog's text is in no page until it opens.
 */

type Node = DefaultTreeAdapterMap['node'];

const HIDDEN_ELEMENTS = new Set(['script', 'style', 'template', 'title']);
const SHOWN_ATTRIBUTES = new Set(['placeholder', 'value']);

function collectText(node: Node, out: string[]): void {
  if (node.nodeName === '#text' && 'value' in node) out.push(node.value);
  for (const attribute of 'attrs' in node ? node.attrs : [])
    if (SHOWN_ATTRIBUTES.has(attribute.name)) out.push(attribute.value);
  if (HIDDEN_ELEMENTS.has(node.nodeName)) return;
  for (const child of 'childNodes' in node ? node.childNodes : []) collectText(child, out);
}

export function visibleText(html: string): string {
  const out: string[] = [];
  collectText(parse(html), out);
  return out.join(' ');
}

export function charactersOutside(
  alphabet: string,
  texts: Iterable<{where: string; text: string}>,
): Map<string, string> {
  const allowed = new Set(alphabet);
  const outside = new Map<string, string>();
  for (const {where, text} of texts) {
    for (const char of text) {
      if (allowed.has(char) || INVISIBLE.has(char) || outside.has(char)) continue;
      outside.set(char, where);
    }
  }
  return outside;
}

export async function builtPageTexts(
  buildDir: string,
  files: readonly string[],
): Promise<{where: string; text: string}[]> {
  return Promise.all(
    files.map(async (file) => ({
      where: `/${path.relative(buildDir, file)}`,
      text: visibleText(await fs.readFile(file, 'utf8')),
    })),
  );
}

export function describeOutside(outside: Map<string, string>): string {
  return [...outside]
    .map(
      ([char, where]) =>
        `“${char}” (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}) on ${where}`,
    )
    .join('\n');
}
