import {cacheControlFor, IMMUTABLE} from '@site/server/core/cachePolicy';

describe('cache policy', () => {
  it.each([
    ['assets/js/main.1a2b3c.js', IMMUTABLE],
    ['about-us/index.html', 'no-cache'],
    ['runtime-config.json', 'no-cache'],
    ['search/hu.json', 'no-cache'],
    ['builds/latest.json', 'no-cache'],
    ['sitemap.xml', 'no-cache'],
    ['img/favicon.svg', 'public, max-age=3600'],
    ['fonts/inter/inter.woff2', 'public, max-age=3600'],
  ])('gives %s %p', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
