import path from 'node:path';

import {
  builtRegistrySource,
  isRegistryImport,
  missingRequiredRoutes,
  regionDefines,
  REQUIRED_ROUTES,
} from '@site/plugins/region';
import {SITE_ROOT} from '@site/site/paths';

describe('the region plugin', () => {
  it('names the pages a region lacks among those every region needs', () => {
    expect(missingRequiredRoutes(['/', '/download/', '/contact/'])).toEqual([]);
    expect(missingRequiredRoutes(['/contact/'])).toEqual([...REQUIRED_ROUTES]);
    expect(missingRequiredRoutes(['/'])).toEqual(['/download/']);
  });

  it('writes the built region and its routes into the bundles as literals', () => {
    const defines = regionDefines();
    expect(JSON.parse(defines['process.env.REGION'])).toBe('GGPHU');
    const routes = JSON.parse(JSON.parse(defines['process.env.REGION_ROUTES']) as string) as string[];
    expect(routes).toEqual(expect.arrayContaining(['/', '/download/', '/poker-school/']));
  });
});

describe('the bundles get the built region alone', () => {
  const data = path.join(SITE_ROOT, 'src/data');

  it('knows an import of the registry from the one that is the region list', () => {
    expect(isRegistryImport(data, '../../regions')).toBe(true);
    expect(isRegistryImport(data, '../../regions/index')).toBe(true);
    expect(isRegistryImport(data, '../../regions/index.ts')).toBe(true);
    expect(isRegistryImport(data, './regions')).toBe(false);
    expect(isRegistryImport(data, '../../regions/GGPCA/region')).toBe(false);
    expect(isRegistryImport(data, 'regions')).toBe(false);
  });

  it('lists only the built region, which is also its default', () => {
    const source = builtRegistrySource();
    expect(source).toContain('export const REGIONS = {GGPHU};');
    expect(source).toContain('export const DEFAULT_REGION_ID = "GGPHU";');
    expect(source).not.toContain('GGPCA');
  });
});
