import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {adminFiles} from '@site/plugins/writers-editor/adminFiles';
import {DEV_STYLESHEET, siteStylesheetOf} from '@site/plugins/writers-editor/previewStylesheet';
import {pageFiles} from '@site/site/routes';

/** A build folder holding these files of `assets/css/`. */
function buildWith(...cssFiles: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ggphu-admin-build-'));
  mkdirSync(path.join(dir, 'assets/css'), {recursive: true});
  for (const file of cssFiles) writeFileSync(path.join(dir, 'assets/css', file), 'body{}');
  return dir;
}

describe('the files of /admin/', () => {
  let files: Awaited<ReturnType<typeof adminFiles>>;
  beforeAll(async () => {
    files = await adminFiles({repository: 'ggp/ggphu-site', origin: 'https://www.ggpoker.hu'});
  });

  it("has a Hungarian, noindex page that loads Decap from the package and the site's own script, no inline code", () => {
    const page = String(files.get('index.html')?.body);
    expect(page).toContain('<html lang="hu-HU">');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    const scripts = [...page.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.map(([, attributes]) => /src="([^"]+)"/.exec(attributes)?.[1])).toEqual([
      'manual-init.js',
      'decap/decap-cms.js',
      expect.stringMatching(/^admin\.[0-9a-f]{8}\.js$/),
    ]);
    for (const [, , inline] of scripts) expect(inline).toBe('');
    for (const [, attributes] of scripts) expect(attributes).not.toMatch(/https?:/);
  });

  it("serves the editor's own stylesheet, linked from the page", () => {
    expect(String(files.get('index.html')?.body)).toContain('<link rel="stylesheet" href="editor.css">');
    expect(files.get('editor.css')?.type).toBe('text/css; charset=utf-8');
    expect(String(files.get('editor.css')?.body)).toContain('.admin-preview-error');
  });

  it("serves Decap's bundle and its chunks from node_modules, without source maps or the second copy", () => {
    const decap = [...files.keys()].filter((file) => file.startsWith('decap/'));
    expect(decap).toContain('decap/decap-cms.js');
    expect(decap.length).toBeGreaterThan(10);
    for (const file of decap) expect(file).toMatch(/^decap\/(?:(?:\d+\.)?decap-cms\.js|[0-9a-f]+\.wasm)$/);
  });

  it('lists every MDX page of the site in the configuration', () => {
    const config = JSON.parse(String(files.get('config.json')?.body)) as {
      backend: {repo: string};
      collections: {name: string; files?: {file: string}[]}[];
    };
    expect(config.backend.repo).toBe('ggp/ggphu-site');
    const pages = config.collections.find((collection) => collection.name === 'pages');
    expect(pages?.files?.length).toBe(pageFiles().length);
  });

  it("gives the dev server's preview a stylesheet made from the site's CSS, with its font", () => {
    // The dev server builds no stylesheet (its styles are in its scripts): without this the preview is Times on white.
    expect(String(files.get('index.html')?.body)).toContain(`data-preview-stylesheet="${DEV_STYLESHEET}"`);
    const css = String(files.get(DEV_STYLESHEET)?.body);
    expect(css).toContain('--ifm-color-primary'); // Infima, the theme's base
    // The site's own rules and the tokens custom.css imports, in place.
    const tokens = readFileSync('src/css/tokens.css', 'utf8');
    expect(css).toContain(tokens.slice(tokens.lastIndexOf('}', tokens.length - 2) - 200));
    expect(css).toContain(
      readFileSync('src/css/custom.css', 'utf8')
        .replace(/^@import .*$/m, '')
        .slice(-300),
    );
    expect(css).toContain("font-family: 'Inter Variable'");
    expect(css).not.toMatch(/@import|\.generated-font/);
    const fonts = [...css.matchAll(/url\('fonts\/([\w-]+\.woff2)'\)/g)].map((match) => match[1]);
    expect(fonts).toEqual(['inter-normal.woff2', 'inter-italic.woff2']);
    // Served when the site-font plugin has made them (it does when the dev server or a build starts).
    for (const font of fonts) {
      const made = existsSync(path.join('.generated-font', font));
      expect(files.get(`preview/fonts/${font}`)?.type).toBe(made ? 'font/woff2' : undefined);
    }
  });
});

describe("the site's stylesheet in the editor's preview", () => {
  it("is the build's stylesheet of every page, named on the admin script's tag relative to /admin/", async () => {
    const build = buildWith('styles.0a1b2c3d.css', '558.5c8b990d.css', 'styles.0a1b2c3d.css.br');
    try {
      const page = String(
        (await adminFiles({repository: '', origin: 'https://www.ggpoker.hu'}, build)).get('index.html')?.body,
      );
      expect(page).toMatch(
        /<script src="admin\.[0-9a-f]{8}\.js" data-preview-stylesheet="\.\.\/assets\/css\/styles\.0a1b2c3d\.css"><\/script>/,
      );
    } finally {
      rmSync(build, {recursive: true, force: true});
    }
  });

  it('stops the build when the stylesheet is missing or not the only one', () => {
    for (const css of [[], ['styles.00000000.css', 'styles.11111111.css']]) {
      const build = buildWith(...css);
      try {
        expect(() => siteStylesheetOf(build)).toThrow(/one assets\/css\/styles\.<hash>\.css/);
      } finally {
        rmSync(build, {recursive: true, force: true});
      }
    }
  });
});
