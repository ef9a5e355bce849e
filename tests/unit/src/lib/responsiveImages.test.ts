import {imageUrl, SCREEN_WIDTHS, srcSetOf, variantPath, variantWidths} from '@site/src/lib/responsiveImages';

describe('responsive images', () => {
  it('emits the screen widths and densities an image can be shown at, capped at 2x its size', () => {
    expect(variantWidths(560)).toEqual([320, 560, 640, 1120]);
    const full = variantWidths(1536);
    for (const width of SCREEN_WIDTHS) expect(full).toContain(width);
    expect(full).toContain(3072);
    expect(Math.max(...full)).toBe(3072);
  });

  it('builds srcset entries with w descriptors', () => {
    const entry = {
      width: 560,
      height: 420,
      fallback: '/img/home/hero.svg',
      variants: [320, 640].map((w) => ({width: w, path: variantPath('hero', w)})),
    };
    expect(srcSetOf(entry, (p) => `/base${p}`)).toBe('/base/img/r/hero-320.webp 320w, /base/img/r/hero-640.webp 640w');
    expect(srcSetOf(entry, (p) => `/base${p}`, 'avif')).toBe(
      '/base/img/r/hero-320.avif 320w, /base/img/r/hero-640.avif 640w',
    );
  });

  it('uses the image CDN only when it is a plain https base URL', () => {
    expect(imageUrl('/img/r/a-320.webp', '/', 'https://img.example.com/site/')).toBe(
      'https://img.example.com/site/img/r/a-320.webp',
    );
    expect(imageUrl('/img/r/a-320.webp', '/preview/x/', undefined)).toBe('/preview/x/img/r/a-320.webp');
    for (const hostile of [
      'javascript:alert(1)//',
      'http://img.example.com',
      'https://a b',
      'data:image/png;base64,xx',
      'https://x.example/?q=1',
    ]) {
      expect(imageUrl('/img/a.webp', '/', hostile)).toBe('/img/a.webp');
    }
  });
});
