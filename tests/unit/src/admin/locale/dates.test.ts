/** @jest-environment node */
import dayjs from 'dayjs';

import {hu} from '@site/src/admin/locale/hu';

describe("the workflow card's date", () => {
  it('is written the Hungarian way, in numbers, whatever language the date library speaks', () => {
    // Decap formats the card's date with dayjs in its default, English locale.
    expect(dayjs('2026-11-28T18:42:00Z').format(hu.workflow.workflow.dateFormat)).toBe('2026. 11. 28.');
    expect(dayjs('2026-03-05T12:00:00Z').format(hu.workflow.workflow.dateFormat)).toBe('2026. 03. 05.');
  });
});
