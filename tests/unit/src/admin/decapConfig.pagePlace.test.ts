import {PAGE_FILE_KEY, PAGE_ROUTE_KEY, pagePlaceOf, siteRoutesOf} from '@site/src/admin/decapConfig';

const field = (values: Record<string, unknown>) => ({get: (key: string) => values[key]});

describe('where a page stands, as the configuration tells the forms', () => {
  it('reads the page’s file and route from its field, and empty ones from a field without them', () => {
    expect(pagePlaceOf(field({[PAGE_FILE_KEY]: 'i18n/hu/x.mdx', [PAGE_ROUTE_KEY]: '/x/'}))).toEqual({
      file: 'i18n/hu/x.mdx',
      route: '/x/',
    });
    expect(pagePlaceOf(field({[PAGE_ROUTE_KEY]: 3}))).toEqual({file: '', route: ''});
  });

  it('reads the routes and their anchors, skipping what is not an id; anything else gives no routes', () => {
    const routes = siteRoutesOf({'/funds/': ['befizetes', 7], '/about-us/': 'nem lista'});
    expect(routes).toEqual(
      new Map([
        ['/funds/', new Set(['befizetes'])],
        ['/about-us/', new Set()],
      ]),
    );
    expect(siteRoutesOf(null)).toBeUndefined();
    expect(siteRoutesOf(['/funds/'])).toBeUndefined();
  });
});
