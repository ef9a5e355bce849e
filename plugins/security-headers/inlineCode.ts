import {attr, type PageTree, textOf} from './pageTree';
import {matchGroups} from './regexGroups';

/**
 * The inline code of a page that the CSP must allow by hash: executable inline scripts and inline styles,
 * as the browser hashes them (the parser's text of a script or style, an attribute's decoded value).
 */

/** The `type` values a browser runs as a classic or module script (no type at all included). */
const JS_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
  'text/ecmascript',
  'application/ecmascript',
  'text/jscript',
]);

/** The text of every executable inline `<script>`: no `src`, a JavaScript type or none. */
export function inlineScriptsOf(page: PageTree): string[] {
  return page.elements
    .filter((element) => element.tagName === 'script' && attr(element, 'src') === null)
    .filter((script) => JS_TYPES.has((attr(script, 'type') ?? '').trim().toLowerCase()))
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
        const [, doubleQuoted, singleQuoted] = matchGroups(match);
        styles.push(doubleQuoted ?? singleQuoted ?? '');
      }
    }
  }
  return styles;
}
