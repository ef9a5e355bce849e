import {createHash} from 'node:crypto';

import {hashSource} from '../../site/securityPolicy';
import {attr, type PageTree, textOf} from './pageTree';

/**
 * The pages' inline scripts and styles as the browser hashes them (the parser's text, an attribute's decoded
 * value). The policy never says 'unsafe-inline': what is not hashed here does not run.
 */

const JS_TYPE = /^(?:|module|text\/jscript|(?:text|application)\/(?:java|ecma)script)$/;

export function inlineScriptsOf(page: PageTree): string[] {
  return page.elements
    .filter((element) => element.tagName === 'script' && attr(element, 'src') === null)
    .filter((script) => JS_TYPE.test((attr(script, 'type') ?? '').trim().toLowerCase()))
    .map(textOf);
}

/** Every inline style, and style attributes inside script text (markup a script writes with `innerHTML`). */
export function inlineStylesOf(page: PageTree): string[] {
  const styles: string[] = [];
  for (const element of page.elements) {
    const style = attr(element, 'style');
    if (style !== null) styles.push(style);
    if (element.tagName === 'style') styles.push(textOf(element));
    if (element.tagName === 'script') {
      for (const match of textOf(element).matchAll(/\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
        // `at` is undefined for the side of the alternation that did not match.
        styles.push(match.at(1) ?? match.at(2) ?? '');
      }
    }
  }
  return styles;
}

export function sha256Source(text: string): string {
  return hashSource(createHash('sha256').update(text, 'utf8').digest('base64'));
}

export interface InlineHashes {
  scriptHashes: string[];
  styleHashes: string[];
}

export function inlineHashesOf(pages: Iterable<PageTree>): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const page of pages) {
    for (const script of inlineScriptsOf(page)) scripts.add(sha256Source(script));
    for (const style of inlineStylesOf(page)) styles.add(sha256Source(style));
  }
  return {scriptHashes: [...scripts].sort(), styleHashes: [...styles].sort()};
}
