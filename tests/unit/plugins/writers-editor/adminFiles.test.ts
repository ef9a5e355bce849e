/**
 * @jest-environment node
 */
import {adminFiles} from '@site/plugins/writers-editor/adminFiles';
import {pageFiles} from '@site/site/routes';

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
});
