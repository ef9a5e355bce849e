import {everyPageFonts, fontPreloadEdits, rangesOf} from '@site/plugins/post-build/fontPreload';
import {applyEdits, parsePage} from '@site/plugins/post-build/pageTree';

const withFontPreloads = (html: string, urls: string[]): string =>
  applyEdits(html, fontPreloadEdits(parsePage(html), urls));

// The shape the minifier writes (wildcard ranges, url() without quotes).
const css = [
  '@font-face{font-family:Inter Variable;font-style:normal;src:url(/b/assets/fonts/latin-1.woff2)format("woff2-variations");unicode-range:U+??,U+131,U+2000-206F}',
  '@font-face{font-family:Inter Variable;font-style:normal;src:url(/b/assets/fonts/ext-2.woff2)format("woff2-variations");unicode-range:U+100-14F,U+152-16F,U+172-2BA}',
  '@font-face{font-family:Inter Variable;font-style:normal;src:url(/b/assets/fonts/hu-3.woff2)format("woff2-variations");unicode-range:U+150-151,U+170-171}',
  '@font-face{font-family:Inter Variable;font-style:italic;src:url(/b/assets/fonts/latin-italic-4.woff2)format("woff2-variations");unicode-range:U+??}',
  '@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:107%}',
  '.x{color:red}',
].join('');

describe('font preloads', () => {
  it('reads single code points, ranges and the wildcard form', () => {
    expect(rangesOf('U+??, U+131, U+2000-206F, u+1E??')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x2000, 0x206f],
      [0x1e00, 0x1eff],
    ]);
  });

  it('preloads the upright faces that hold "a" or "ő" — not italics, not the rest of Latin Extended', () => {
    expect(everyPageFonts(css)).toEqual(['/b/assets/fonts/latin-1.woff2', '/b/assets/fonts/hu-3.woff2']);
  });

  it('finds nothing in a stylesheet without font files', () => {
    expect(everyPageFonts('.x{color:red}@font-face{font-family:F;src:local(Arial)}')).toEqual([]);
  });

  it('adds the links once, before the first stylesheet, with crossorigin (fonts are fetched in CORS mode)', () => {
    const html =
      '<head><meta charset=utf-8><link rel=stylesheet href=/b/a.css><link rel="stylesheet" href=/b/c.css></head>';
    const once = withFontPreloads(html, ['/b/f.woff2']);
    expect(once).toBe(
      '<head><meta charset=utf-8><link rel=preload as=font type=font/woff2 href=/b/f.woff2 crossorigin><link rel=stylesheet href=/b/a.css><link rel="stylesheet" href=/b/c.css></head>',
    );
    expect(withFontPreloads(once, ['/b/f.woff2'])).toBe(once);
  });

  it('leaves a page without a stylesheet alone', () => {
    expect(withFontPreloads('<p>x</p>', ['/b/f.woff2'])).toBe('<p>x</p>');
  });
});
