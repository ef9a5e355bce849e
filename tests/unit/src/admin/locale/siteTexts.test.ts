/**
 * @jest-environment node
 */
// The editor speaks the built region's language: Decap's own locale and the site's labels, in Hungarian for
// Hungary and in English for Canada, with the same keys in both.
import {SITE_TEXTS_BY_LANGUAGE} from '@site/src/admin/locale/siteTexts';

const HUNGARIAN = /[áéíóöőúüű]|\b(?:oldal|fájl|és|vagy)\b/i;

/** Every string a text table holds, functions called with a placeholder. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String((value as (...args: string[]) => unknown)('x', 'x', 'x'))];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The shape of a table: its keys, nested. */
function keysOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return typeof value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, keysOf(inner)]));
}

/** The editor's configuration as `REGION=GGPCA npm run build` makes it. */
function canadianConfig() {
  const saved = process.env.REGION;
  process.env.REGION = 'GGPCA';
  try {
    let config: {locale: string; collections: unknown[]} | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy with REGION set
      const {decapConfig} = require('@site/src/admin/decapConfig') as typeof import('@site/src/admin/decapConfig');
      config = decapConfig({
        repository: 'ggp/ggpca-site',
        origin: 'https://www.example.ca',
        collectionsDir: 'i18n/en-CA/collections',
        pages: [{file: 'i18n/en-CA/docusaurus-plugin-content-pages/index.mdx', route: '/', title: 'Home'}],
        componentModules: {},
        routes: {},
      });
    });
    if (!config) throw new Error('the configuration was not made');
    return config;
  } finally {
    if (saved === undefined) delete process.env.REGION;
    else process.env.REGION = saved;
  }
}

describe("the editor's own texts", () => {
  it('has the same keys in Hungarian and English', () => {
    expect(keysOf(SITE_TEXTS_BY_LANGUAGE.en)).toEqual(keysOf(SITE_TEXTS_BY_LANGUAGE.hu));
  });

  it('has no Hungarian in the English texts', () => {
    for (const text of stringsOf(SITE_TEXTS_BY_LANGUAGE.en)) expect(text).not.toMatch(HUNGARIAN);
  });

  it("gives Canada's editor Decap's English locale and English labels for every collection and field", () => {
    const config = canadianConfig();
    expect(config.locale).toBe('en');
    const labels = stringsOf(config.collections).filter((text) => !text.startsWith('i18n/'));
    expect(labels.length).toBeGreaterThan(10);
    for (const label of labels) expect(label).not.toMatch(/[áéíóöőúüű]/);
  });
});
