import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * `<link rel=preload as=font>` for the font files every page's text needs, so Inter is there at the first
 * paint instead of replacing the fallback ~150 ms later and re-wrapping paragraphs (layout shift). "Every
 * page's text" = the upright faces whose `unicode-range` holds `a` or `ő`: Latin and the small Hungarian
 * file (ő, ű). The URLs are read from the built stylesheet, so they carry the bundler's hash and the
 * site's base URL; italics and the rest of Latin Extended load only when a page uses them.
 */

const EVERY_PAGE_LETTERS = ['a', 'ő'].map((letter) => letter.codePointAt(0) ?? 0);

interface FontFace {
  url: string;
  style: string;
  ranges: [number, number][];
}

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

function fontFacesIn(css: string): FontFace[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body]) => {
    const url = /src:[^;]*?url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(body)?.[1];
    if (!url) return [];
    const style = /font-style:\s*(\w+)/.exec(body)?.[1] ?? 'normal';
    const range = /unicode-range:\s*([^;]+)/.exec(body)?.[1];
    return [{url, style, ranges: range ? rangesOf(range) : [[0, 0x10ffff]]}];
  });
}

/** The woff2 files of the upright faces that hold a letter every page has. */
export function everyPageFonts(css: string): string[] {
  const urls = fontFacesIn(css)
    .filter(
      (face) =>
        face.style === 'normal' &&
        face.ranges.some(([from, to]) => EVERY_PAGE_LETTERS.some((letter) => letter >= from && letter <= to)),
    )
    .map((face) => face.url);
  return [...new Set(urls)];
}

/** The HTML with the preloads right before its first stylesheet link (once; a page without one is left alone). */
export function withFontPreloads(html: string, urls: readonly string[]): string {
  const missing = urls.filter((url) => !html.includes(`href=${url} crossorigin>`));
  if (missing.length === 0) return html;
  const tags = missing.map((url) => `<link rel=preload as=font type=font/woff2 href=${url} crossorigin>`).join('');
  return html.replace(/<link\b[^>]*\brel=["']?stylesheet\b/i, (link) => `${tags}${link}`);
}

/** The every-page font files named by the build's stylesheets (see `everyPageFonts`). */
export async function everyPageFontsOfBuild(outDir: string): Promise<string[]> {
  const cssDir = path.join(outDir, 'assets', 'css');
  const stylesheets = (await fs.readdir(cssDir).catch(() => [])).filter((name) => name.endsWith('.css'));
  const css = (await Promise.all(stylesheets.map((name) => fs.readFile(path.join(cssDir, name), 'utf8')))).join('\n');
  return everyPageFonts(css);
}
