/**
 * @jest-environment node
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {readAmbassadors} from '@site/plugins/ambassadors';
import {ambassadorNavImage} from '@site/src/data/ambassador';

const ROOT = path.resolve(__dirname, '../..');

describe('ambassadors plugin', () => {
  it('derives the roster from the ggteam MDX files, sorted by Hungarian name order', async () => {
    const ambassadors = await readAmbassadors(ROOT);
    expect(ambassadors.length).toBeGreaterThanOrEqual(6);
    const names = ambassadors.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'hu')));
    expect(new Set(ambassadors.map((a) => a.slug)).size).toBe(ambassadors.length);
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
