import {Hono} from 'hono';

import {createDownloadUrlApi, lookupDownloadLinks} from '@site/server/core/api/downloadUrl';
import {DEFAULT_DOWNLOAD_LINKS, DOWNLOAD_LINK_TABLE, type DownloadLinkTable} from '@site/src/data/downloadLinks';
import {parseDownloadUrlResponse} from '@site/src/lib/downloadLinkResolver';

/** Mounted the way server/core/api/index.ts mounts it. */
function appWith(api: Hono = createDownloadUrlApi()): Hono {
  const app = new Hono();
  app.route('/api/download-url', api);
  return app;
}

const TABLE: DownloadLinkTable = {
  GGPoker: {
    ios: {
      default: [{type: 2, url: 'https://dl.example.com/ios/default'}],
      HU: [
        {type: 2, url: 'https://dl.example.com/ios/hu'},
        {type: 6, url: 'https://dl.example.com/ios/hu-alt'},
      ],
    },
    android: {default: [{type: 2, url: 'https://dl.example.com/android/default'}]},
  },
};

describe('GET /api/download-url', () => {
  const app = appWith(createDownloadUrlApi(TABLE));

  it('answers the country row', async () => {
    const res = await app.request('/api/download-url?brandAlias=GGPoker&platform=ios&country=HU');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toContain('max-age');
    expect(await res.json()).toEqual({
      links: [
        {type: 2, url: 'https://dl.example.com/ios/hu'},
        {type: 6, url: 'https://dl.example.com/ios/hu-alt'},
      ],
    });
  });

  it('answers the default row for another country, and matches brand, platform and country without regard to case', async () => {
    const res = await app.request('/api/download-url?brandAlias=GGPoker&platform=android&country=DE');
    expect(await res.json()).toEqual({links: [{type: 2, url: 'https://dl.example.com/android/default'}]});
    const mixed = await app.request('/api/download-url?brandAlias=ggpoker&platform=IOS&country=hu');
    expect(mixed.status).toBe(200);
    expect(((await mixed.json()) as {links: {url: string}[]}).links[0].url).toBe('https://dl.example.com/ios/hu');
  });

  it('answers the table-wide default for an unknown brand', async () => {
    const res = await app.request('/api/download-url?brandAlias=Other&platform=android&country=HU');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({links: DEFAULT_DOWNLOAD_LINKS.android});
  });

  it('serves the real table in the shape the client accepts', async () => {
    const res = await appWith().request('/api/download-url?brandAlias=GGPoker&platform=ios&country=HU');
    const links = parseDownloadUrlResponse(await res.json());
    expect(links?.primary).toMatch(/^https:\/\//);
    expect(links?.alternative).toMatch(/^https:\/\//);
  });

  it.each([
    ['', ['brandAlias', 'platform', 'country']],
    ['?platform=ios&country=HU', ['brandAlias']],
    ['?brandAlias=GGPoker&country=HU', ['platform']],
    ['?brandAlias=GGPoker&platform=ios', ['country']],
    ['?brandAlias=&platform=ios&country=HU', ['brandAlias']],
    ['?brandAlias=GGPoker&platform=windows&country=HU', ['platform']],
    ['?brandAlias=GGPoker&platform=ios&country=HUN', ['country']],
    ['?brandAlias=GGPoker&platform=ios&country=1A', ['country']],
    ['?brandAlias=%3Cscript%3E&platform=ios&country=HU', ['brandAlias']],
    [`?brandAlias=${'A'.repeat(40)}&platform=ios&country=HU`, ['brandAlias']],
    ['?brandAlias=GGPoker&platform=ios&platform=android&country=HU', ['platform']],
    ['?brandAlias=GGPoker&platform=__proto__&country=HU', ['platform']],
    ['?brandAlias=__proto__&platform=ios&country=HU', ['brandAlias']],
    ['?brandAlias=constructor&platform=ios&country=HU', []],
    ['?brandAlias=GGPoker&platform=ios&country=%E0%A4%A', ['country']],
  ])('answers 400 with a JSON error for %p', async (query, names) => {
    const res = await app.request(`/api/download-url${query}`);
    if (names.length === 0) {
      // A syntactically valid brand the table does not know is not an error: the default row.
      expect(res.status).toBe(200);
      return;
    }
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as {error: string; parameters: {name: string}[]};
    expect(body.error).toBe('INVALID_PARAMETERS');
    expect(body.parameters.map((p) => p.name)).toEqual(names);
    // Values are never echoed back.
    expect(JSON.stringify(body)).not.toContain('script');
  });

  it('answers other methods with 405, never 500', async () => {
    const res = await app.request('/api/download-url?brandAlias=GGPoker&platform=ios&country=HU', {method: 'POST'});
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await app.request('/api/download-url?brandAlias=GGPoker&platform=ios&country=HU', {method: 'HEAD'});
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('lookupDownloadLinks', () => {
  it('falls back from country to the brand default to the table-wide default', () => {
    expect(lookupDownloadLinks('GGPoker', 'ios', 'HU', TABLE)[0].url).toBe('https://dl.example.com/ios/hu');
    expect(lookupDownloadLinks('GGPoker', 'ios', 'AT', TABLE)[0].url).toBe('https://dl.example.com/ios/default');
    expect(lookupDownloadLinks('GGPoker', 'ios', 'constructor', TABLE)[0].url).toBe(
      'https://dl.example.com/ios/default',
    );
    expect(lookupDownloadLinks('Nope', 'ios', 'HU', TABLE)).toBe(DEFAULT_DOWNLOAD_LINKS.ios);
  });

  it('has only https URLs of types 2 and 6 in the real table', () => {
    const rows = [
      ...Object.values(DEFAULT_DOWNLOAD_LINKS),
      ...Object.values(DOWNLOAD_LINK_TABLE).flatMap((brand) =>
        Object.values(brand).flatMap((countries) => Object.values(countries)),
      ),
    ];
    for (const row of rows) {
      expect(parseDownloadUrlResponse({links: row})).not.toBeNull();
      for (const link of row ?? []) {
        expect([2, 6]).toContain(link.type);
        expect(link.url).toMatch(/^https:\/\/[a-z0-9.-]+\//);
      }
    }
  });
});

describe('registered in the API app', () => {
  it('answers under /api/download-url of the site API', async () => {
    const {createApiApp} = await import('@site/server/core/api');
    const app = new Hono();
    app.route('/api', createApiApp());
    const ok = await app.request('/api/download-url?brandAlias=GGPoker&platform=android&country=HU');
    expect(ok.status).toBe(200);
    expect(parseDownloadUrlResponse(await ok.json())?.primary).toBe(DOWNLOAD_LINK_TABLE.GGPoker.android.HU?.[0].url);
    const bad = await app.request('/api/download-url?platform=android');
    expect(bad.status).toBe(400);
  });
});
