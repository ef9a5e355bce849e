import fs from 'node:fs';
import path from 'node:path';

import {DEFAULT_REGION_ID, REGIONS} from '@site/regions';
import {FOOTER_LOGO_SIZE} from '@site/src/data/footer';
import {region, regionFor} from '@site/src/data/region';
import {regions} from '@site/src/data/regions';
import {svgSize} from '@site/tests/helpers/svgSize';

const ROOT = path.resolve(__dirname, '../../../..');

describe('regionFor: the built region from REGION', () => {
  it('builds Hungary when REGION is unset or blank', () => {
    expect(regionFor(undefined).id).toBe('GGPHU');
    expect(regionFor('  ').id).toBe(DEFAULT_REGION_ID);
    expect(region.id).toBe(process.env.REGION || 'GGPHU');
  });

  it('gives the Canadian site for GGPCA', () => {
    expect(regionFor('GGPCA')).toMatchObject({locale: 'en-CA', htmlLang: 'en-CA', regionCountryCode: 'CA'});
  });

  it.each(['GGPXX', 'ggphu', 'constructor', '__proto__'])('stops on %s, naming the known regions', (id) => {
    expect(() => regionFor(id)).toThrow(`REGION=${id} is not a region of this site; known: GGPHU, GGPCA`);
  });
});

describe.each(Object.entries(REGIONS))('region folder %s', (id, config) => {
  it('is filed under its own id, which the region list knows', () => {
    expect(config.id).toBe(id);
    expect(regions.map((item) => item.id)).toContain(id);
  });

  it('has a content folder with its pages and UI strings, the same keys as every other region', () => {
    const content = path.join(ROOT, 'i18n', config.locale);
    expect(fs.existsSync(path.join(content, 'docusaurus-plugin-content-pages', 'index.mdx'))).toBe(true);
    const keys = Object.keys(JSON.parse(fs.readFileSync(path.join(content, 'code.json'), 'utf8')) as object).sort();
    const hungarian = Object.keys(
      JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n/hu/code.json'), 'utf8')) as object,
    ).sort();
    expect(keys).toEqual(hungarian);
  });

  it('names every region of the selector in its own language', () => {
    expect(Object.keys(config.regionNames).sort()).toEqual(regions.map((item) => item.id).sort());
  });

  it('has its logos, in the shared or its own static folder, drawn at the footer size and shown at the header size', () => {
    for (const logo of [config.logoPath, config.blackLogoPath]) {
      const file = ['static', `regions/${id}/static`].map((dir) => path.join(ROOT, dir, logo)).find(fs.existsSync);
      expect([logo, file !== undefined]).toEqual([logo, true]);
      // The footer shows the same file at its own size (FOOTER_LOGO_SIZE).
      expect([logo, svgSize(file!)]).toEqual([logo, `${FOOTER_LOGO_SIZE.width}x${FOOTER_LOGO_SIZE.height}`]);
    }
    expect([config.logoWidth, config.logoHeight]).toEqual([120, 32]);
  });

  it('assembles card names, dates and requirements from complete word lists', () => {
    const {texts} = config;
    expect([texts.rankNames.length, texts.suitNames.length]).toEqual([13, 4]);
    expect(texts.cardName).toMatch(/\{rank\}.*\{suit\}|\{suit\}.*\{rank\}/);
    expect(texts.requirements.freeDisk).toContain('{unit}');
    expect(config.htmlLang.toLowerCase().startsWith(texts.language)).toBe(true);
  });

  it('writes money with the number in place', () => {
    expect(config.notation.dollars).toContain('{n}');
    expect(config.notation.playMoney).toContain('{n}');
  });
});

it('the Canadian site never blocks Ontario, and shows the iGaming logo', () => {
  expect(REGIONS.GGPCA.runtime.geolocationRules).not.toHaveProperty('CAON');
  expect(REGIONS.GGPCA.flags.isOntarioIgaming).toBe(true);
  expect(REGIONS.GGPHU.runtime.geolocationRules.CAON).toEqual({ruleType: 'BLOCKED'});
  expect(REGIONS.GGPHU.flags.isOntarioIgaming).toBe(false);
});

describe.each(Object.entries(REGIONS))("region %s's minimum age", (id, config) => {
  const badge = 'img/footer/licences/adults-only.svg';
  // A region's own static file wins over the shared one (the region's artwork with words in it).
  const served = [path.join(ROOT, 'regions', id, 'static', badge), path.join(ROOT, 'static', badge)].find((file) =>
    fs.existsSync(file),
  );

  it('is on the footer badge the region serves, in its title and its drawn text', () => {
    const svg = fs.readFileSync(served ?? '', 'utf8');
    expect(svg).toContain(`<title>${String(config.minimumAge)}+</title>`);
    expect(svg).toMatch(new RegExp(`<text[^>]*>${String(config.minimumAge)}\\+</text>`));
  });

  it("is in the badge's alt text, in the region's language", () => {
    const codeJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n', config.locale, 'code.json'), 'utf8')) as Record<
      string,
      {message: string}
    >;
    expect(codeJson.FOOTER_LICENCE_ADULTS.message).toContain(`${String(config.minimumAge)}+`);
  });
});
