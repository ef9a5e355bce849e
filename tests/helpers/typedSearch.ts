import {expect, type Locator} from '@playwright/test';

import type {SearchPair} from '../fixtures/search/queries';

/**
 * Types each pair's query into the open search dialog, as a visitor does, and returns the pairs whose page (at its
 * section, when the pair names one) is not among the first three results. The box is emptied between queries and
 * the live region waited for: it is empty only for an empty box, so the results read are the query's own.
 */
export async function missedInDialog(dialog: Locator, pairs: readonly SearchPair[]): Promise<SearchPair[]> {
  const box = dialog.getByRole('searchbox');
  const status = dialog.getByRole('status');
  const missed: SearchPair[] = [];
  for (const pair of pairs) {
    await box.fill('');
    await expect(status).toHaveText('');
    await box.fill(pair.query);
    await expect(status).not.toHaveText('');
    const hrefs = await dialog
      .getByRole('list')
      .getByRole('link')
      .evaluateAll((links) => links.slice(0, 3).map((link) => decodeURIComponent(link.getAttribute('href') ?? '')));
    const found = hrefs.some((href) => {
      const [page, anchor] = href.split('#');
      return page === pair.page && (pair.section === undefined || anchor === pair.section);
    });
    if (!found) missed.push(pair);
  }
  return missed;
}
