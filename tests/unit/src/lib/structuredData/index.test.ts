import {
  absoluteUrl,
  breadcrumbList,
  breadcrumbTrail,
  faqPage,
  type JsonLd,
  organization,
  pageKind,
  pageStructuredData,
  type PageTitles,
  routeOfPermalink,
  serializeJsonLd,
  type SiteLocation,
} from '@site/src/lib/structuredData';

const production: SiteLocation = {url: 'https://www.ggpoker.hu', baseUrl: '/'};
const preview: SiteLocation = {url: 'https://preview.example.com', baseUrl: '/preview/x/'};

const titles: PageTitles = {
  '/': 'Online póker Magyarországon',
  '/poker-school/': 'Pókeriskola',
  '/poker-school/poker-terms/': 'Pókerkifejezések',
  '/network/random-number-generator/': 'Véletlenszám-generátor',
  '/streamer-mode/': 'Streamer mód',
};

/** Serialises, parses back and checks what every JSON-LD block must have. */
function roundTrip(data: JsonLd): Record<string, unknown> {
  const parsed = JSON.parse(serializeJsonLd(data)) as Record<string, unknown>;
  expect(parsed['@context']).toBe('https://schema.org');
  expect(typeof parsed['@type']).toBe('string');
  expect(parsed).toEqual(data);
  return parsed;
}

describe('URLs', () => {
  it('makes absolute URLs from siteConfig.url + baseUrl', () => {
    expect(absoluteUrl(production, '/')).toBe('https://www.ggpoker.hu/');
    expect(absoluteUrl(production, '/funds/')).toBe('https://www.ggpoker.hu/funds/');
    expect(absoluteUrl(preview, '/funds/')).toBe('https://preview.example.com/preview/x/funds/');
    expect(absoluteUrl({url: 'https://a.example/', baseUrl: '/b'}, '/img/x.png')).toBe('https://a.example/b/img/x.png');
  });

  it('turns a permalink back into the site route', () => {
    expect(routeOfPermalink('/', '/')).toBe('/');
    expect(routeOfPermalink('/funds/real-money-poker/', '/')).toBe('/funds/real-money-poker/');
    expect(routeOfPermalink('/preview/x/', '/preview/x/')).toBe('/');
    expect(routeOfPermalink('/preview/x/ggteam/kovacs-bence/', '/preview/x/')).toBe('/ggteam/kovacs-bence/');
  });
});

describe('breadcrumbs', () => {
  it('names the home page, each ancestor page and the page itself by their titles', () => {
    expect(breadcrumbTrail('/poker-school/poker-terms/', titles)).toEqual([
      {route: '/', name: 'Online póker Magyarországon'},
      {route: '/poker-school/', name: 'Pókeriskola'},
      {route: '/poker-school/poker-terms/', name: 'Pókerkifejezések'},
    ]);
  });

  it('leaves out an ancestor that is not a page', () => {
    expect(breadcrumbTrail('/network/random-number-generator/', titles).map((crumb) => crumb.route)).toEqual([
      '/',
      '/network/random-number-generator/',
    ]);
  });

  it('falls back to the page metadata title for a page the plugin did not see', () => {
    expect(breadcrumbTrail('/poker-school/new-guide/', titles, 'Új útmutató').at(-1)).toEqual({
      route: '/poker-school/new-guide/',
      name: 'Új útmutató',
    });
  });

  it('has no trail for the home page; a top-level page is one step below it', () => {
    expect(breadcrumbTrail('/', titles)).toEqual([]);
    expect(breadcrumbTrail('/streamer-mode/', titles)).toEqual([
      {route: '/', name: 'Online póker Magyarországon'},
      {route: '/streamer-mode/', name: 'Streamer mód'},
    ]);
  });

  it('builds a schema.org BreadcrumbList with positions and absolute URLs', () => {
    const data = roundTrip(breadcrumbList(breadcrumbTrail('/poker-school/poker-terms/', titles), preview));
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Online póker Magyarországon',
        item: 'https://preview.example.com/preview/x/',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Pókeriskola',
        item: 'https://preview.example.com/preview/x/poker-school/',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Pókerkifejezések',
        item: 'https://preview.example.com/preview/x/poker-school/poker-terms/',
      },
    ]);
  });
});

describe('Organization and FAQPage', () => {
  it('describes the organization with absolute url and logo', () => {
    const data = roundTrip(organization(production));
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'GGPoker',
      url: 'https://www.ggpoker.hu/',
      logo: 'https://www.ggpoker.hu/img/og-logo.png',
    });
    expect(organization(preview).logo).toBe('https://preview.example.com/preview/x/img/og-logo.png');
  });

  it('lists each question with its accepted answer', () => {
    const data = roundTrip(
      faqPage([
        {question: 'Ki jelentkezhet?', answer: 'Bárki, aki streamel.'},
        {question: 'Mennyi a cashback?', answer: '100%.'},
      ]),
    );
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Ki jelentkezhet?',
        acceptedAnswer: {'@type': 'Answer', text: 'Bárki, aki streamel.'},
      },
      {'@type': 'Question', name: 'Mennyi a cashback?', acceptedAnswer: {'@type': 'Answer', text: '100%.'}},
    ]);
  });
});

describe('pageStructuredData', () => {
  const facts = (route: string) => ({
    route,
    title: titles[route] ?? 'Cím',
    description: 'Leírás',
    image: '/img/og-default.png',
    siteName: 'GGPoker Magyarország',
  });
  const types = (route: string, extra = {}) =>
    pageStructuredData({...facts(route), ...extra}, titles, production).map((block) => block['@type']);

  it('gives the home page the WebSite and the one Organization', () => {
    expect(types('/')).toEqual(['WebSite', 'Organization']);
  });

  it('gives every other page its kind and a BreadcrumbList', () => {
    expect(types('/streamer-mode/')).toEqual(['WebPage', 'BreadcrumbList']);
    expect(types('/poker-school/')).toEqual(['CollectionPage', 'BreadcrumbList']);
    expect(types('/poker-school/poker-terms/')).toEqual(['Article', 'BreadcrumbList']);
    expect(types('/ggteam/kovacs-bence/', {personContracted: true})).toEqual(['ProfilePage', 'BreadcrumbList']);
    expect(types('/network/random-number-generator/')).toEqual(['WebPage', 'BreadcrumbList']);
  });

  it('decides the kind by route and by the pages below it', () => {
    expect(pageKind('/', titles)).toBe('home');
    expect(pageKind('/poker-school/poker-terms/', titles)).toBe('article');
    expect(pageKind('/ggteam/kovacs-bence/', titles)).toBe('profile');
    expect(pageKind('/poker-school/', titles)).toBe('collection');
    expect(pageKind('/streamer-mode/', titles)).toBe('page');
  });

  it('describes an article with headline, absolute URL and image, by the organization', () => {
    const [data] = pageStructuredData(facts('/poker-school/poker-terms/'), titles, preview);
    expect(roundTrip(data)).toMatchObject({
      '@type': 'Article',
      headline: 'Pókerkifejezések',
      description: 'Leírás',
      inLanguage: 'hu-HU',
      url: 'https://preview.example.com/preview/x/poker-school/poker-terms/',
      mainEntityOfPage: 'https://preview.example.com/preview/x/poker-school/poker-terms/',
      image: 'https://preview.example.com/preview/x/img/og-default.png',
      author: {'@type': 'Organization', name: 'GGPoker'},
      publisher: {'@type': 'Organization', name: 'GGPoker'},
    });
  });

  it('makes an ambassador page the profile of the named Person, a member of the organization when contracted', () => {
    const [data] = pageStructuredData(
      {...facts('/ggteam/kovacs-bence/'), personName: 'Kovács Bence', personContracted: true},
      titles,
      production,
    );
    expect(roundTrip(data).mainEntity).toMatchObject({
      '@type': 'Person',
      name: 'Kovács Bence',
      url: 'https://www.ggpoker.hu/ggteam/kovacs-bence/',
      memberOf: {'@type': 'Organization', name: 'GGPoker'},
    });
  });

  it('publishes a made-up profile as a plain WebPage, with no Person in it', () => {
    for (const extra of [{personContracted: false}, {}]) {
      const blocks = pageStructuredData(
        {...facts('/ggteam/kovacs-bence/'), personName: 'Kovács Bence', ...extra},
        titles,
        production,
      );
      expect(blocks.map((block) => block['@type'])).toEqual(['WebPage', 'BreadcrumbList']);
      expect(JSON.stringify(blocks)).not.toContain('Person');
    }
  });

  it('names a page without a title by its front-matter title, else by the site', () => {
    const [named] = pageStructuredData(
      {route: '/streamer-mode/', title: ' ', siteName: 'GGPoker Magyarország'},
      titles,
      production,
    );
    expect(named.name).toBe('Streamer mód');
    const [unknown] = pageStructuredData({route: '/uj-oldal/', siteName: 'GGPoker Magyarország'}, titles, production);
    expect(unknown.name).toBe('GGPoker Magyarország');
  });

  it('leaves out a description or image the page does not have', () => {
    const [data] = pageStructuredData(
      {route: '/streamer-mode/', title: 'Streamer mód', siteName: 'x'},
      titles,
      production,
    );
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element and still parses to the same data', () => {
    const data = faqPage([{question: 'a </script><script>alert(1)</script> & b', answer: 'x\u2028y'}]);
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
