import {HUNGARIAN_PAIRS, type QueryKind} from '../fixtures/search/queries';
import {builtSearch, foundInFirstThree} from '../helpers/builtSearch';
import {BUILD} from './htmlBuild';

/**
 * The site search finds what a Hungarian visitor means: every query of the test set runs on the production
 * build's own index (`build/search/hu.json`) through the engine the dialog runs. The page must be among the first
 * three results for 95 % of the pairs and for every accentless, plural and -t one. The browser test types a few
 * of them into the dialog (tests/e2e/site-search.spec.ts); the Canadian pairs run in the region's suite.
 */

const ALWAYS_FOUND: QueryKind[] = ['accentless', 'plural', '-t'];

describe('site search on the Hungarian build', () => {
  let search: Awaited<ReturnType<typeof builtSearch>>;

  beforeAll(async () => {
    search = await builtSearch(BUILD, 'hu');
  });

  it('the test set covers every kind of query with at least 40 pairs', () => {
    expect(HUNGARIAN_PAIRS.length).toBeGreaterThanOrEqual(40);
    const kinds = new Set(HUNGARIAN_PAIRS.map((pair) => pair.kind));
    for (const kind of [...ALWAYS_FOUND, '-ban/-ben', '-ból/-ből', '-nál/-nél', '-val/-vel', 'compound', 'typo']) {
      expect(kinds).toContain(kind);
    }
  });

  it('finds the page among the first three for 95 % of the pairs, and for every accentless, plural and -t one', () => {
    const missed = HUNGARIAN_PAIRS.filter((pair) => !foundInFirstThree(search(pair.query), pair)).map((pair) => ({
      ...pair,
      got: search(pair.query)
        .slice(0, 3)
        .map((hit) => `${hit.section.url}#${hit.section.anchor}`),
    }));
    expect(missed.filter((pair) => ALWAYS_FOUND.includes(pair.kind))).toEqual([]);
    expect(missed.length / HUNGARIAN_PAIRS.length).toBeLessThanOrEqual(0.05);
  });
});
