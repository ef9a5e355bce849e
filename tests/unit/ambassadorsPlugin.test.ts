/**
 * @jest-environment node
 */
import path from 'node:path';
import {readAmbassadors} from '@site/plugins/ambassadors';

describe('ambassadors plugin', () => {
  it('derives the roster from the ggteam MDX files, sorted by Hungarian name order', async () => {
    const ambassadors = await readAmbassadors(path.resolve(__dirname, '../..'));
    expect(ambassadors.length).toBeGreaterThanOrEqual(6);
    const names = ambassadors.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'hu')));
    expect(new Set(ambassadors.map((a) => a.slug)).size).toBe(ambassadors.length);
  });
});
