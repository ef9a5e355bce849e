import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {
  builtHtmlOfRoute,
  isPageFile,
  pageFiles,
  pageFilesOfRoute,
  routeOfBuiltHtml,
  routeOfPage,
} from '../../../site/routes';

describe('page file → route', () => {
  it('maps files like the pages plugin with trailing slashes', () => {
    expect(routeOfPage('index.mdx')).toBe('/');
    expect(routeOfPage('funds/index.mdx')).toBe('/funds/');
    expect(routeOfPage('funds/deposit-withdrawal.mdx')).toBe('/funds/deposit-withdrawal/');
    expect(routeOfPage('about-us.md')).toBe('/about-us/');
    // Only a whole `index` segment is the folder's page.
    expect(routeOfPage('poker-school/myindex.mdx')).toBe('/poker-school/myindex/');
  });

  it('reads Windows separators like `/`', () => {
    expect(routeOfPage('funds\\deposit-withdrawal.mdx')).toBe('/funds/deposit-withdrawal/');
    expect(routeOfPage('funds\\index.mdx')).toBe('/funds/');
  });

  it('lets a front matter slug win, from the site root as Docusaurus reads it', () => {
    expect(routeOfPage('ggteam/kovacs-bence.mdx', '/ggteam/kovacs-bence/')).toBe('/ggteam/kovacs-bence/');
    expect(routeOfPage('ggteam/x.mdx', '/ggteam/y')).toBe('/ggteam/y/');
    expect(routeOfPage('ggteam/x.mdx', 'y')).toBe('/y/');
    expect(routeOfPage('ggteam/x.mdx', '/')).toBe('/');
  });

  it('ignores a slug that is no text', () => {
    expect(routeOfPage('ggteam/x.mdx', 42)).toBe('/ggteam/x/');
    expect(routeOfPage('ggteam/x.mdx', '')).toBe('/ggteam/x/');
    expect(routeOfPage('ggteam/x.mdx', null)).toBe('/ggteam/x/');
  });

  it.each([
    ['../code.json'],
    ['../../tests/fixtures/page.mdx'],
    ['funds/../../outside.mdx'],
    ['/abs/funds/index.mdx'],
    ['C:\\site\\funds\\index.mdx'],
    ['funds/index.tsx'],
    [''],
  ])('refuses %p, which is no page file inside the pages folder', (file) => {
    expect(() => routeOfPage(file)).toThrow(/is not a page file relative to i18n\/hu\/docusaurus-plugin-content-pages/);
    expect(() => routeOfPage(file, '/slug/')).toThrow(/is not a page file/);
  });
});

describe('which files are pages', () => {
  it('takes Markdown and MDX, not `_` files or folders', () => {
    expect(isPageFile('funds/index.mdx')).toBe(true);
    expect(isPageFile('about-us.md')).toBe(true);
    expect(isPageFile('_partial.mdx')).toBe(false);
    expect(isPageFile('_catalogue/index.mdx')).toBe(false);
    expect(isPageFile('funds\\_draft.mdx')).toBe(false);
    expect(isPageFile('img/logo.svg')).toBe(false);
    expect(isPageFile('funds')).toBe(false);
  });

  it('lists the page files of a folder relative, with `/`, sorted', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ggphu-pages-'));
    try {
      for (const file of [
        'index.mdx',
        'funds/index.mdx',
        'funds/a.md',
        '_hidden/x.mdx',
        'funds/_draft.mdx',
        'img.svg',
      ]) {
        mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
        writeFileSync(path.join(dir, file), '');
      }
      expect(pageFiles(dir)).toEqual(['funds/a.md', 'funds/index.mdx', 'index.mdx']);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('finds the real site with its home page and every route once', () => {
    const routes = pageFiles().map((file) => routeOfPage(file));
    expect(routes).toEqual(expect.arrayContaining(['/', '/funds/', '/ggteam/']));
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('route → page file', () => {
  it('names the files that could serve a route', () => {
    expect(pageFilesOfRoute('/')).toEqual(['index.mdx', 'index.md']);
    expect(pageFilesOfRoute('/funds/')).toEqual(['funds.mdx', 'funds.md', 'funds/index.mdx', 'funds/index.md']);
    expect(pageFilesOfRoute('/funds')).toEqual(pageFilesOfRoute('/funds/'));
    expect(pageFilesOfRoute('/funds/?x=1#top')).toEqual(pageFilesOfRoute('/funds/'));
  });

  it('is the inverse of file → route', () => {
    for (const file of ['index.mdx', 'funds/index.mdx', 'funds/deposit-withdrawal.mdx']) {
      expect(pageFilesOfRoute(routeOfPage(file))).toContain(file);
    }
  });

  it.each([['funds/'], ['//evil.example/'], ['/../package.json'], ['/funds/./x/'], ['https://www.ggpoker.hu/']])(
    'names no file for %p, which no page can serve',
    (route) => {
      expect(pageFilesOfRoute(route)).toEqual([]);
    },
  );
});

describe('built HTML ↔ route', () => {
  it('maps each route to its index.html and back', () => {
    expect(builtHtmlOfRoute('/')).toBe('index.html');
    expect(builtHtmlOfRoute('/funds/')).toBe('funds/index.html');
    expect(routeOfBuiltHtml('index.html')).toBe('/');
    expect(routeOfBuiltHtml('poker-school/poker-terms/index.html')).toBe('/poker-school/poker-terms/');
  });

  it('gives pages that are no route none', () => {
    expect(routeOfBuiltHtml('404.html')).toBeNull();
    expect(routeOfBuiltHtml('funds/other.html')).toBeNull();
  });
});
