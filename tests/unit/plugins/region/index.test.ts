import path from 'node:path';
import {runInNewContext} from 'node:vm';

import {
  BOOT_OPERATOR_FACTS_SOURCE,
  builtRegistrySource,
  isRegionFactsImport,
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

describe('the boot script gets no operator facts', () => {
  it("knows a region's own import of its facts, not the shared shape's", () => {
    expect(isRegionFactsImport(path.join(SITE_ROOT, 'regions/GGPHU'), './operatorFacts')).toBe(true);
    expect(isRegionFactsImport(path.join(SITE_ROOT, 'regions/GGPCA'), './operatorFacts')).toBe(true);
    expect(isRegionFactsImport(path.join(SITE_ROOT, 'regions/GGPHU'), '../operatorFacts')).toBe(false);
    expect(isRegionFactsImport(path.join(SITE_ROOT, 'regions'), './operatorFacts')).toBe(false);
    expect(isRegionFactsImport(path.join(SITE_ROOT, 'src/data'), './operatorFacts')).toBe(false);
  });

  it('gives a stand-in that throws on any read, so boot code that needs them fails its tests', () => {
    const context: {result?: {facts?: unknown}} = {};
    runInNewContext(BOOT_OPERATOR_FACTS_SOURCE.replace('export const operatorFacts =', 'result ='), context);
    const facts = context.result!;
    expect(() => facts.facts).toThrow('The boot script reads no operator facts');
    expect(() => Object.keys(facts)).toThrow('The boot script reads no operator facts');
  });
});
