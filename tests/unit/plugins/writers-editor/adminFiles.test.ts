/**
 * @jest-environment node
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {adminFiles} from '@site/plugins/writers-editor/adminFiles';
import {siteStylesheetOf} from '@site/plugins/writers-editor/siteStylesheet';
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

  it('names no preview stylesheet on the dev server, which has no built one', () => {
    expect(String(files.get('index.html')?.body)).not.toContain('data-preview-stylesheet');
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
