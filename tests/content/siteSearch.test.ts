import {buildPath, regionBuildDir} from '../../site/paths';
import {ENGLISH_PAIRS, HUNGARIAN_PAIRS, type QueryKind, type SearchPair} from '../fixtures/search/queries';
import {builtSearch, foundInFirstThree} from '../helpers/builtSearch';
import {BUILD} from './htmlBuild';

/**
 * The site search finds what a visitor means: every query of the test set runs on the production build's own
 * index (`build/search/hu.json`, `build-ggpca/search/en-CA.json`) through the engine the dialog runs. The page must be
 * among the first three results for 95 % of the pairs, and for every kind of query the search must never miss.
 * The browser suites type a few of them into the dialog (tests/e2e/site-search.spec.ts, tests/region/GGPCA.spec.ts).
 */

/** The pairs whose page is not among the first three results, with what came instead. */
function missedPairs(search: Awaited<ReturnType<typeof builtSearch>>, pairs: readonly SearchPair[]) {
  return pairs
    .filter((pair) => !foundInFirstThree(search(pair.query), pair))
    .map((pair) => ({
      ...pair,
      got: search(pair.query)
        .slice(0, 3)
        .map((hit) => `${hit.section.url}#${hit.section.anchor}`),
    }));
}

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
    const missed = missedPairs(search, HUNGARIAN_PAIRS);
    expect(missed.filter((pair) => ALWAYS_FOUND.includes(pair.kind))).toEqual([]);
    expect(missed.length / HUNGARIAN_PAIRS.length).toBeLessThanOrEqual(0.05);
  });
});

describe('site search on the Canadian build', () => {
  it('finds the page among the first three for 95 % of the English pairs, and for every plural', async () => {
    const search = await builtSearch(buildPath(regionBuildDir('GGPCA')), 'en-CA');
    const missed = missedPairs(search, ENGLISH_PAIRS);
    expect(missed.filter((pair) => pair.kind === 'plural')).toEqual([]);
    expect(missed.length / ENGLISH_PAIRS.length).toBeLessThanOrEqual(0.05);
  });
});
