import {missingRequiredRoutes, regionDefines, REQUIRED_ROUTES} from '@site/plugins/region';

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
