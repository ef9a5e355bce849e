import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {regionalSettings} from '@site/src/data/regionalSettings';
import {findRegion, regions} from '@site/src/data/regions';

const STATIC = path.resolve(__dirname, '../../../../static');

describe('src/data/regions', () => {
  it('lists about 17 regions with every field of a region', () => {
    expect(regions.length).toBeGreaterThanOrEqual(15);
    expect(regions.length).toBeLessThanOrEqual(20);
    for (const region of regions) {
      expect(region.id).toMatch(/^GGP[A-Z]{2,3}$/);
      expect(new URL(region.url).protocol).toBe('https:');
      expect(region.imagePath).toMatch(/^\/img\/regions\/[a-z-]+\.svg$/);
      expect(region.countryName.trim()).not.toBe('');
      expect(region.languageName.trim()).not.toBe('');
      expect(region.locale).toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
      expect(region.localeName.trim()).not.toBe('');
    }
    expect(new Set(regions.map((region) => region.id)).size).toBe(regions.length);
  });

  it('includes the regions the spec names, in Hungarian', () => {
    const names = regions.map((region) => region.countryName);
    for (const name of [
      'Globális',
      'Európa',
      'Belgium',
      'Brazília',
      'Bosznia-Hercegovina',
      'Kanada',
      'Finnország',
      'Németország',
      'Magyarország',
      'Hollandia',
      'Fülöp-szigetek',
      'Lengyelország',
      'Ukrajna',
      'Egyesült Királyság',
    ]) {
      expect(names).toContain(name);
    }
    expect(findRegion('GGPCA')?.countryName).toBe('Kanada');
    expect(findRegion('GGPHU')?.countryName).toBe('Magyarország');
  });

  it('has our own flag SVG for every region', () => {
    for (const region of regions) {
      const file = path.join(STATIC, region.imagePath);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 30 20"/);
    }
  });
});

describe('src/data/regionalSettings', () => {
  it('is the Hungarian site GGPHU with the region selector on', () => {
    expect(regionalSettings.regionCountryCode).toBe('HU');
    expect(regionalSettings.regionId).toBe('GGPHU');
    expect(findRegion(regionalSettings.regionId)).toBeDefined();
    expect(regionalSettings.brandAlias.trim()).not.toBe('');
    expect(regionalSettings.isSupportRegionSelector).toBe(true);
  });

  it('points at existing logos of the stated size', () => {
    for (const logo of [regionalSettings.logoPath, regionalSettings.blackLogoPath]) {
      expect(existsSync(path.join(STATIC, logo))).toBe(true);
    }
    expect(regionalSettings.logoWidth / regionalSettings.logoHeight).toBeCloseTo(180 / 48, 2);
  });

  it('offers the support chat (its deployment comes from the runtime config)', () => {
    expect(regionalSettings.isSupportChat).toBe(true);
  });
});
