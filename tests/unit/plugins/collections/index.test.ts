import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import type {LoadContext} from '@docusaurus/types';

import collectionsPlugin, {COLLECTIONS_DATA_FILE, loadCollections} from '@site/plugins/collections';
import {siteRoutes} from '@site/plugins/collections/files';
import type {CollectionEntries, KnownRoutes} from '@site/src/lib/collections';

const ROOT = path.resolve(__dirname, '../../../..');
const ROUTES: KnownRoutes = new Map([
  ['/bonus-terms/', undefined],
  ['/terms-conditions/', undefined],
]);

/** A promotion file with the given title and dates (everything else valid). */
function promotion(title: string, starts: string, ends: string | null): string {
  return [
    `title: "${title}"`,
    'summary: "Egy mondat az ajánlatról."',
    'amount: "100%"',
    `starts: ${starts}`,
    `ends: ${ends ?? 'null'}`,
    'source: "a promóciós csapat levele"',
    'terms: /bonus-terms/',
    '',
  ].join('\n');
}

function tournament(title: string, starts: string): string {
  return [
    `title: "${title}"`,
    'format: Flip & Go',
    'summary: "Egy mondat a versenyről."',
    `starts: ${starts}`,
    'ends: null',
    'source: "a promóciós csapat levele"',
    'terms: /terms-conditions/',
    '',
  ].join('\n');
}

let site: string;

/** A site folder holding exactly these collection files. */
function writeSite(files: Record<string, string>): string {
  rmSync(path.join(site, 'i18n'), {recursive: true, force: true});
  for (const kind of ['promotions', 'tournaments'])
    mkdirSync(path.join(site, 'i18n/hu/collections', kind), {recursive: true});
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(site, 'i18n/hu/collections', file), text);
  return site;
}

beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), 'collections-'));
});

afterAll(() => rmSync(site, {recursive: true, force: true}));

describe('collections plugin: loading', () => {
  it('leaves out the entries expired on the given day, and sorts current first, then upcoming', async () => {
    writeSite({
      'promotions/lejart.yml': promotion('Lejárt', '2026-10-01', '2026-10-31'),
      'promotions/utolso-nap.yml': promotion('Utolsó nap', '2026-11-01', '2026-11-25'),
      'promotions/allando.yml': promotion('Állandó', '2026-11-01', null),
      'promotions/friss.yml': promotion('Friss', '2026-11-20', null),
      'promotions/kesobb.yml': promotion('Később', '2026-12-01', null),
      'tournaments/flip.yml': tournament('Flip & Go', '2026-11-01'),
    });
    const data = await loadCollections(site, {date: '2026-11-25', routes: ROUTES});
    expect(data.promotions.map((entry) => entry.title)).toEqual(['Friss', 'Állandó', 'Utolsó nap', 'Később']);
    expect(data.tournaments.map((entry) => entry.slug)).toEqual(['flip']);
    // A day later the last-day entry is gone as well: the date is injected, never the real today.
    const later = await loadCollections(site, {date: '2026-11-26', routes: ROUTES});
    expect(later.promotions.map((entry) => entry.title)).toEqual(['Friss', 'Állandó', 'Később']);
  });

  it('fails with every problem, each with its file, in Hungarian', async () => {
    writeSite({
      'promotions/jo.yml': promotion('Jó', '2026-11-01', null),
      'promotions/rossz-osszeg.yml': promotion('Rossz', '2026-11-01', null).replace('"100%"', '$600'),
      'promotions/Rossz Nev.yml': promotion('Név', '2026-11-01', null),
      'tournaments/tores.yml': 'title: "Törött\nformat: [\n',
      'tournaments/lejart.yml': tournament('Lejárt', '2026-11-01').replace('ends: null', 'ends: 2026-10-01'),
    });
    const error = await loadCollections(site, {date: '2026-11-25', routes: ROUTES}).then(
      () => undefined,
      (reason: unknown) => reason as Error,
    );
    expect(error?.message).toMatch(/^Hibás promóció vagy verseny \(4 hiba; javítsd, majd futtasd: npm run check\):/);
    expect(error?.message).toContain(
      'i18n/hu/collections/promotions/rossz-osszeg.yml: Az összeg (amount): „$600” helyett ezt írd:',
    );
    expect(error?.message).toContain('i18n/hu/collections/promotions/Rossz Nev.yml: A fájl neve kisbetűs');
    expect(error?.message).toMatch(/i18n\/hu\/collections\/tournaments\/tores\.yml: nem érvényes YAML/);
    // An expired entry is still validated: a wrong one fails the build, not just disappears.
    expect(error?.message).toContain(
      'i18n/hu/collections/tournaments/lejart.yml: A záró dátum (ends: 2026-10-01) a kezdő dátum (starts: 2026-11-01) előtt van.',
    );
  });

  it('fails on a link to a page the site does not have', async () => {
    writeSite({'promotions/link.yml': promotion('Link', '2026-11-01', null).replace('/bonus-terms/', '/bonusz/')});
    await expect(loadCollections(site, {date: '2026-11-25', routes: ROUTES})).rejects.toThrow(
      'i18n/hu/collections/promotions/link.yml: A feltételek linkje (terms): „/bonusz/”: nincs ilyen oldal (/bonusz/).',
    );
  });

  it('takes a missing collection folder as an empty collection', async () => {
    rmSync(path.join(site, 'i18n'), {recursive: true, force: true});
    await expect(loadCollections(site, {date: '2026-11-25'})).resolves.toEqual({promotions: [], tournaments: []});
  });
});

describe('the site’s own collections', () => {
  it('are valid, link to real pages, and hold at least three promotions and three tournaments', async () => {
    const routes = await siteRoutes(ROOT);
    expect(routes.has('/promotions/')).toBe(true);
    expect(routes.has('/tournaments/')).toBe(true);
    const data = await loadCollections(ROOT, {date: '2026-11-25', routes});
    expect(data.promotions.length).toBeGreaterThanOrEqual(3);
    expect(data.tournaments.length).toBeGreaterThanOrEqual(3);
    // The spec gives no dates: every offer and format is ongoing, with no date, and a dated one names its source.
    for (const entry of [...data.promotions, ...data.tournaments]) {
      if (entry.dates) expect(entry.dates.source.trim()).not.toBe('');
    }
    expect([...data.promotions, ...data.tournaments].filter((entry) => entry.dates)).toEqual([]);
    // The main offer comes first.
    expect(data.promotions[0]?.slug).toBe('welcome-bonus');
    // No cash format among the tournaments.
    expect(data.tournaments.map((entry) => entry.format)).not.toContain('All-In or Fold');
  });
});

describe('collections plugin: Docusaurus hooks', () => {
  const context = {siteDir: ROOT} as LoadContext;

  it('watches both collection folders', () => {
    const paths = collectionsPlugin(context).getPathsToWatch?.() ?? [];
    expect(paths).toEqual([
      path.join(ROOT, 'i18n/hu/collections/promotions/*'),
      path.join(ROOT, 'i18n/hu/collections/tournaments/*'),
    ]);
  });

  it('hands the entries of CONTENT_DATE to the pages as a JSON module', async () => {
    const createData = jest.fn<Promise<string>, [string, string]>(async (name) => name);
    const previous = process.env.CONTENT_DATE;
    process.env.CONTENT_DATE = '2026-11-01';
    try {
      await collectionsPlugin(context).contentLoaded?.({actions: {createData}} as never);
    } finally {
      if (previous === undefined) delete process.env.CONTENT_DATE;
      else process.env.CONTENT_DATE = previous;
    }
    const [name, json] = createData.mock.calls[0];
    expect(name).toBe(COLLECTIONS_DATA_FILE);
    const data = JSON.parse(json) as CollectionEntries;
    expect(data.promotions.map((entry) => entry.slug)).toContain('welcome-bonus');
    expect(data.tournaments.map((entry) => entry.slug)).toContain('spin-and-gold');
  });
});
