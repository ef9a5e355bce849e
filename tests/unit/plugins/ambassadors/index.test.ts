import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {readAmbassadors} from '@site/plugins/ambassadors';
import {ambassadorNavImage} from '@site/src/data/ambassador';

const ROOT = path.resolve(__dirname, '../../../..');

describe('ambassadors plugin', () => {
  it('derives the roster from the ggteam MDX files, sorted by Hungarian name order', async () => {
    const ambassadors = await readAmbassadors(ROOT);
    expect(ambassadors.length).toBeGreaterThanOrEqual(6);
    const names = ambassadors.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'hu')));
    expect(new Set(ambassadors.map((a) => a.slug)).size).toBe(ambassadors.length);
  });

  it('knows for every page whether its person is real; today all six are made-up illustrations', async () => {
    const ambassadors = await readAmbassadors(ROOT);
    expect(ambassadors.map((a) => a.profile)).toEqual(ambassadors.map(() => 'illustration'));
  });

  it('stops the build with every page whose profile field is missing or wrong, in one Hungarian message', async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'ggteam-'));
    try {
      const dir = path.join(site, 'ggteam');
      mkdirSync(dir);
      const page = (slug: string, profile?: string) =>
        [
          '---',
          `slug: /ggteam/${slug}/`,
          `name: ${slug}`,
          ...(profile === undefined ? [] : [`profile: ${profile}`]),
          'role: Szerep',
          'formats: ["PLO"]',
          'style: laza',
          '---',
          '',
        ].join('\n');
      writeFileSync(path.join(dir, 'index.mdx'), '# Csapat\n');
      writeFileSync(path.join(dir, 'jo-pelda.mdx'), page('jo-pelda', 'illustration'));
      writeFileSync(path.join(dir, 'nincs-mezo.mdx'), page('nincs-mezo'));
      writeFileSync(path.join(dir, 'rossz-ertek.mdx'), page('rossz-ertek', 'valodi'));
      const failure = readAmbassadors(site, 'ggteam');
      await expect(failure).rejects.toThrow(/ggteam\/nincs-mezo\.mdx: hiányzik a front matter „profile” mezője/);
      await expect(failure).rejects.toThrow(/ggteam\/rossz-ertek\.mdx: a front matter „profile” mezője „valodi”/);

      writeFileSync(path.join(dir, 'nincs-mezo.mdx'), page('nincs-mezo', 'contracted'));
      writeFileSync(path.join(dir, 'rossz-ertek.mdx'), page('rossz-ertek', 'illustration'));
      const team = await readAmbassadors(site, 'ggteam');
      expect(team.map(({slug, profile}) => [slug, profile])).toEqual([
        ['jo-pelda', 'illustration'],
        ['nincs-mezo', 'contracted'],
        ['rossz-ertek', 'illustration'],
      ]);
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });
});

describe('ambassador portraits', () => {
  /** The drawing without its colours, title and comments: what stays the same when a portrait is recoloured. */
  function shapesOf(svg: string): string {
    return svg
      .replace(/<title>[\s\S]*?<\/title>|<!--[\s\S]*?-->/g, '')
      .replace(/#[0-9a-f]{3,8}\b/gi, '#')
      .replace(/\s+/g, ' ');
  }

  it('every ambassador has a 192×192 portrait of their own, none a recoloured copy of another', async () => {
    const ambassadors = await readAmbassadors(ROOT);
    const drawings = ambassadors.map(({slug}) => {
      const file = path.join(ROOT, 'static', ambassadorNavImage(slug));
      expect(existsSync(file)).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/<svg[^>]*viewBox="0 0 192 192"[^>]*width="192"[^>]*height="192"/);
      // Vector only: an embedded bitmap would bypass the image pipeline.
      expect(svg).not.toMatch(/<image\b|data:image\//);
      return shapesOf(svg);
    });
    expect(new Set(drawings).size).toBe(ambassadors.length);
  });
});
