import path from 'node:path';
import {runInNewContext} from 'node:vm';

import {missingRequiredRoutes, regionDefines, REQUIRED_ROUTES, SWAPS} from '@site/plugins/region';
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

const {registry, facts, noOperatorFacts} = SWAPS;
const isRegistryImport = registry.isSwapped;
const isRegionFactsImport = noOperatorFacts.isSwapped;
const isFactsRegistryImport = facts.isSwapped;

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
    const source = registry.source();
    expect(source).toContain('export const REGIONS = {GGPHU};');
    expect(source).toContain('export const DEFAULT_REGION_ID = "GGPHU";');
    expect(source).not.toContain('GGPCA');
  });
});

describe('the bundles get operator facts only through src/data/operatorFacts.ts', () => {
  it("knows a region's own import of its facts, not the shared shape's", () => {
    expect(isRegionFactsImport(path.join(SITE_ROOT, 'regions/GGPHU'), './operatorFacts')).toBe(true);
    expect(isRegionFactsImport(path.join(SITE_ROOT, 'regions/GGPCA'), './operatorFacts')).toBe(true);
    expect(isRegionFactsImport(path.join(SITE_ROOT, 'regions/GGPHU'), '../operatorFacts')).toBe(false);
    expect(isRegionFactsImport(path.join(SITE_ROOT, 'regions'), './operatorFacts')).toBe(false);
    expect(isRegionFactsImport(path.join(SITE_ROOT, 'src/data'), './operatorFacts')).toBe(false);
  });

  it('gives the region config a stand-in that throws on any read, so code reading facts there fails its tests', () => {
    const context: {result?: {facts?: unknown}} = {};
    runInNewContext(noOperatorFacts.source().replace('export const operatorFacts =', 'result ='), context);
    const facts = context.result!;
    const reason = 'The bundles read operator facts through src/data/operatorFacts.ts';
    expect(() => facts.facts).toThrow(reason);
    expect(() => Object.keys(facts)).toThrow(reason);
  });

  it("knows the facts registry's import, and gives it the built region's facts file alone", () => {
    expect(isFactsRegistryImport(path.join(SITE_ROOT, 'src/data'), '../../regions/facts')).toBe(true);
    expect(isFactsRegistryImport(path.join(SITE_ROOT, 'src/data'), '../../regions/operatorFacts')).toBe(false);
    expect(isFactsRegistryImport(path.join(SITE_ROOT, 'src/data'), 'facts')).toBe(false);
    const source = facts.source();
    expect(source).toContain(JSON.stringify(path.join(SITE_ROOT, 'regions/GGPHU/operatorFacts')));
    expect(source).toContain('REGION_FACTS = {GGPHU: operatorFacts}');
    expect(source).not.toContain('GGPCA');
  });
});
