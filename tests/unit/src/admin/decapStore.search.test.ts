import {readFileSync} from 'node:fs';
import path from 'node:path';

import {matchesSearch, narrowedResult} from '@site/src/admin/decapStore';
import {fromFile} from '@site/src/admin/format/frontMatterFile';
import {PAGES} from '@site/tests/helpers/blockForms';

const PAGES_DIR = path.resolve(__dirname, '../../../../i18n/hu/docusaurus-plugin-content-pages');

describe('the editor’s search', () => {
  it('matches an entry holding every word, case and accents aside, in any of its fields', () => {
    const data = {title: 'Streamer mód', description: 'Rejtett név.', body: 'A Bónusz feltételei…'};
    expect(matchesSearch('streamer', data)).toBe(true);
    expect(matchesSearch('BONUSZ feltetel', data)).toBe(true);
    expect(matchesSearch('rejtett   mód', data)).toBe(true);
    expect(matchesSearch('omaha', data)).toBe(false);
    expect(matchesSearch('streamer omaha', data)).toBe(false);
  });

  it('never matches on the file’s kept text or on an empty search', () => {
    expect(matchesSearch('omaha', {title: 'Cím', __source: '---\nslug: /omaha/\n---\n'})).toBe(false);
    expect(matchesSearch('  ', {title: 'Cím'})).toBe(false);
  });

  it('keeps of the site’s pages only the ones that hold the word (Decap’s fuzzy match kept nearly all)', () => {
    const pages = PAGES.map((page) => fromFile(readFileSync(path.join(PAGES_DIR, page), 'utf8')));
    const kept = pages.filter((data) => matchesSearch('fejpénz', data));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(pages.length / 4);
  });

  it('narrows Decap’s result to the matching entries, in its order, and leaves a narrowed one alone', () => {
    const data: Record<string, Record<string, unknown>> = {
      'pages.about-us': {slug: 'about-us', collection: 'pages', data: {title: 'Rólunk', body: 'Nincs benne.'}},
      'pages.poker-terms': {slug: 'poker-terms', collection: 'pages', data: {title: 'Szavak', body: 'Fejpénz: …'}},
      'tournaments.mbr': {slug: 'mbr', collection: 'tournaments', data: {summary: 'Fejpénzes verseny.'}},
    };
    const entries = {getIn: (keyPath: string[]) => ({toJS: () => data[keyPath[1] ?? ''] ?? {}})};
    const ids = (...keys: string[]) =>
      keys.map((key) => ({collection: key.split('.')[0] ?? '', slug: key.split('.')[1] ?? ''}));
    const state = (keys: string[], isFetching = false) => ({
      search: {isFetching, term: 'fejpénz', entryIds: ids(...keys)},
      entries,
    });
    expect(narrowedResult(state(['tournaments.mbr', 'pages.about-us', 'pages.poker-terms']))).toEqual({
      type: 'SEARCH_ENTRIES_SUCCESS',
      payload: {entries: [data['tournaments.mbr'], data['pages.poker-terms']], page: undefined},
    });
    expect(narrowedResult(state(['tournaments.mbr', 'pages.poker-terms']))).toBeUndefined();
    // Still searching: nothing to narrow yet.
    expect(narrowedResult(state(['pages.about-us'], true))).toBeUndefined();
  });
});
