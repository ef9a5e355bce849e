import type {NavigationItem} from '@site/src/data/navigation';

type RegionPagesModule = typeof import('@site/src/data/regionPages');

/** The module as a bundle sees it, with `process.env.REGION_ROUTES` written in (or not). */
function loadWithRoutes(routes: string | undefined): RegionPagesModule {
  const saved = process.env.REGION_ROUTES;
  if (routes === undefined) delete process.env.REGION_ROUTES;
  else process.env.REGION_ROUTES = routes;
  try {
    let loaded: RegionPagesModule | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<RegionPagesModule>('@site/src/data/regionPages');
    });
    if (!loaded) throw new Error('not loaded');
    return loaded;
  } finally {
    if (saved === undefined) delete process.env.REGION_ROUTES;
    else process.env.REGION_ROUTES = saved;
  }
}

const item = (path: string, siteType: NavigationItem['siteType'], children: NavigationItem[] = []) =>
  ({path, siteType, children, langKey: path}) as unknown as NavigationItem;

describe('publishedOnly: menus list only the pages the region publishes', () => {
  const {isRegionPage, publishedOnly} = loadWithRoutes(JSON.stringify(['/', '/download/', '/poker-games/']));

  it('knows the routes, with or without slashes, and a compliance slug', () => {
    expect(['/', '/download/', 'download', '/poker-games', '/house-rules/'].map(isRegionPage)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('drops an absent page with its whole panel, keeps external links and published children', () => {
    const tree = [
      item('/poker-games/', 'contents', [item('/download/', 'contents'), item('/house-rules/', 'contents')]),
      item('/ggteam/', 'contents', [item('https://ggpoker.com/x/', 'external')]),
      item('https://ggpoker.com/blog/', 'external'),
    ];
    expect(publishedOnly(tree).map((entry) => [entry.path, entry.children.map((child) => child.path)])).toEqual([
      ['/poker-games/', ['/download/']],
      ['https://ggpoker.com/blog/', []],
    ]);
  });
});

describe('without a route list (Node tools, or a list that is not one)', () => {
  it.each([undefined, 'not json', '{"a":1}'])('counts every route as published: %s', (routes) => {
    expect(loadWithRoutes(routes).isRegionPage('/anything/')).toBe(true);
  });
});
