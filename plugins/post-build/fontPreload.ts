import postcss from 'postcss';

import {fontFacesIn} from '../site-font/cssFamilies';
import {attr, type Edit, type PageTree, spanOf, tokens} from './pageTree';

/**
 * `<link rel=preload as=font>` for the font files every page's text needs, so Inter is there at the first
 * paint instead of replacing the fallback ~150 ms later and re-wrapping paragraphs (layout shift). "Every
 * page's text" = the upright faces whose `unicode-range` holds `a` or `ő`: Latin and the small Hungarian
 * file (ő, ű). The URLs are read from the built stylesheet, so they carry the bundler's hash and the
 * site's base URL; italics and the rest of Latin Extended load only when a page uses them.
 */

const EVERY_PAGE_LETTERS = ['a', 'ő'].map((letter) => letter.codePointAt(0) ?? 0);

/** `U+0-FF`, `U+131`, and the wildcard form minifiers write (`U+??` = 0–FF). */
export function rangesOf(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const code = part.trim().replace(/^U\+/i, '');
    if (code.includes('?'))
      return [Number.parseInt(code.replace(/\?/g, '0'), 16), Number.parseInt(code.replace(/\?/g, 'F'), 16)];
    const [from, to = from] = code.split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

/** The woff2 files of the upright faces that hold a letter every page has. */
export function everyPageFonts(css: string): string[] {
  const urls = fontFacesIn(postcss.parse(css))
    .filter(
      (face) =>
        (face['font-style'] ?? 'normal') === 'normal' &&
        rangesOf(face['unicode-range'] ?? 'U+0-10FFFF').some(([from, to]) =>
          EVERY_PAGE_LETTERS.some((letter) => letter >= from && letter <= to),
        ),
    )
    .map((face) => /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(face.src ?? '')?.[1]);
  return [...new Set(urls.filter((url) => url !== undefined))];
}

/** Preloads of the fonts a page lacks, right before its first stylesheet (none on a page without one). */
export function fontPreloadEdits(page: PageTree, urls: readonly string[]): Edit[] {
  const links = page.elements.filter((element) => element.tagName === 'link');
  const preloaded = new Set(
    links
      .filter((link) => tokens(link, 'rel').includes('preload') && attr(link, 'as') === 'font')
      .map((link) => attr(link, 'href')),
  );
  const missing = urls.filter((url) => !preloaded.has(url));
  const stylesheet = links.find((link) => tokens(link, 'rel').includes('stylesheet'));
  if (missing.length === 0 || !stylesheet) return [];
  const at = spanOf(stylesheet).start;
  const text = missing.map((url) => `<link rel=preload as=font type=font/woff2 href=${url} crossorigin>`).join('');
  return [{start: at, end: at, text}];
}
