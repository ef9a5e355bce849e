import {createRequire} from 'node:module';
import path from 'node:path';

import {hu} from '@site/src/admin/locale/hu';

/**
 * The date library Decap's own code loads (a dependency of Decap's core, not of the site), found from Decap's
 * core package beside the `decap-cms` bundle.
 */
const DECAP_DATE_LIBRARY = 'dayjs';
const decapCore = path.join(
  path.dirname(require.resolve('decap-cms/package.json')),
  '..',
  'decap-cms-core',
  'index.d.ts',
);
const dayjs = createRequire(decapCore)(DECAP_DATE_LIBRARY) as (date: string) => {format: (template: string) => string};

describe("the workflow card's date", () => {
  it('is written the Hungarian way, in numbers, whatever language the date library speaks', () => {
    // Decap formats the card's date with dayjs in its default, English locale.
    expect(dayjs('2026-11-28T18:42:00Z').format(hu.workflow.workflow.dateFormat)).toBe('2026. 11. 28.');
    expect(dayjs('2026-03-05T12:00:00Z').format(hu.workflow.workflow.dateFormat)).toBe('2026. 03. 05.');
  });
});
