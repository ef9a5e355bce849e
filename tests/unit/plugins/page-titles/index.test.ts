/**
 * @jest-environment node
 */
import path from 'node:path';

import {readPageTitles} from '@site/plugins/page-titles';
import {breadcrumbTrail} from '@site/src/lib/structuredData';

describe('page-titles plugin', () => {
  it('reads a title for every page of the site, and every page below the home page gets a trail of two or more', async () => {
    const read = await readPageTitles(path.resolve(__dirname, '../../../..'));
    expect(read['/']).toEqual(expect.any(String));
    expect(read['/poker-school/']).toEqual(expect.any(String));
    expect(read['/poker-school/poker-terms/']).toEqual(expect.any(String));
    const belowHome = Object.keys(read).filter((route) => route !== '/');
    expect(belowHome.length).toBeGreaterThan(10);
    for (const route of belowHome) {
      expect(breadcrumbTrail(route, read).length).toBeGreaterThanOrEqual(2);
    }
  });
});
