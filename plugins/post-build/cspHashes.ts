import {createHash} from 'node:crypto';

import {hashSource} from '../../site/securityPolicy';
import {attr, type PageTree, textOf} from './pageTree';

/**
 * The inline code of the pages that the CSP must allow by hash: executable inline scripts and inline styles,
 * as the browser hashes them (the parser's text of a script or style, an attribute's decoded value). The
 * policy never says 'unsafe-inline', so whatever is not hashed here does not run. A changed inline script
 * changes the hashes on the next build; tests/e2e/csp.spec.ts checks them against the HTML.
 */

/** The `type` values a browser runs as a classic or module script (no type at all included). */
const JS_TYPE = /^(?:|module|text\/jscript|(?:text|application)\/(?:java|ecma)script)$/;

/** The text of every executable inline `<script>`: no `src`, a JavaScript type or none. */
export function inlineScriptsOf(page: PageTree): string[] {
  return page.elements
    .filter((element) => element.tagName === 'script' && attr(element, 'src') === null)
    .filter((script) => JS_TYPE.test((attr(script, 'type') ?? '').trim().toLowerCase()))
    .map(textOf);
}

/**
 * Every inline style: `style` attribute values and `<style>` texts. A script that writes markup with
 * `innerHTML` needs the hash of the styles in that markup too, so style attributes written inside script
 * text count as well (read from the script's text, which is not HTML to the parser).
 */
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

/** The CSP source that allows exactly this inline text: `'sha256-…'`. */
export function sha256Source(text: string): string {
  return hashSource(createHash('sha256').update(text, 'utf8').digest('base64'));
}

export interface InlineHashes {
  scriptHashes: string[];
  styleHashes: string[];
}

/** The sorted, unique hash sources of every inline script and style in the given pages. */
export function inlineHashesOf(pages: Iterable<PageTree>): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const page of pages) {
    for (const script of inlineScriptsOf(page)) scripts.add(sha256Source(script));
    for (const style of inlineStylesOf(page)) styles.add(sha256Source(style));
  }
  return {scriptHashes: [...scripts].sort(), styleHashes: [...styles].sort()};
}
