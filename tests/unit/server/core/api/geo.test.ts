import {Hono} from 'hono';

import {apiOptionsFromEnv, createApiApp} from '@site/server/core/api';
import {createGeoApi, geoFromHeaders, type GeoOptions, geoOptionsFromEnv} from '@site/server/core/api/geo';
import {isWhitelisted, normaliseIp, parseGeoWhitelist} from '@site/server/core/api/geoWhitelist';

function app(options: GeoOptions = {}): Hono {
  const root = new Hono();
  root.route('/api/geo', createGeoApi(options));
  return root;
}

async function geo(headers: Record<string, string>, options: GeoOptions = {}) {
  const response = await app(options).request('/api/geo', {headers});
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: (await response.json()) as unknown,
  };
}

describe('/api/geo', () => {
  it('answers unknown without headers, never cached', async () => {
    expect(await geo({})).toEqual({
      status: 200,
      cache: 'private, no-store',
      body: {country: null, region: null, whitelisted: false},
    });
  });

  it.each([
    [{'CF-IPCountry': 'HU', 'CF-Region-Code': 'BU'}, 'HU', 'BU'],
    [{'CloudFront-Viewer-Country': 'CA', 'CloudFront-Viewer-Country-Region': 'ON'}, 'CA', 'ON'],
    [{'X-Vercel-IP-Country': 'DE', 'X-Vercel-IP-Country-Region': 'BE'}, 'DE', 'BE'],
  ])('reads %p', async (headers, country, region) => {
    expect((await geo(headers)).body).toEqual({country, region, whitelisted: false});
  });

  it('reads the region only from the provider that gave the country', async () => {
    expect((await geo({'CF-IPCountry': 'CA', 'CloudFront-Viewer-Country-Region': 'ON'})).body).toEqual({
      country: 'CA',
      region: null,
      whitelisted: false,
    });
  });

  it('ignores X-Country-Code unless local headers are trusted', async () => {
    const headers = {'X-Country-Code': 'CA', 'X-Region-Code': 'ON'};
    expect((await geo(headers)).body).toEqual({country: null, region: null, whitelisted: false});
    expect((await geo(headers, {trustLocalHeaders: true})).body).toEqual({
      country: 'CA',
      region: 'ON',
      whitelisted: false,
    });
  });

  it('prefers the CDN over local headers', async () => {
    expect((await geo({'CF-IPCountry': 'HU', 'X-Country-Code': 'US'}, {trustLocalHeaders: true})).body).toMatchObject({
      country: 'HU',
    });
  });

  it.each(['hu', 'HUN', 'H', 'XX', 'T1', '<script>', 'H U', '', 'ÁÉ'])(
    'treats country %p as unknown',
    async (value) => {
      expect((await geo({'CF-IPCountry': value, 'CF-Region-Code': 'BU'})).body).toEqual({
        country: null,
        region: null,
        whitelisted: false,
      });
    },
  );

  it.each(['ABCD', '<b>', 'O-N', ''])('treats region %p as unknown', async (value) => {
    expect((await geo({'CF-IPCountry': 'CA', 'CF-Region-Code': value})).body).toEqual({
      country: 'CA',
      region: null,
      whitelisted: false,
    });
  });

  it('whitelists by country, IP and IPv4 range', async () => {
    const whitelist = parseGeoWhitelist('AT, 203.0.113.7, 198.51.100.0/24, 2001:DB8::1, junk, 999.1.1.1, 1.2.3.4/40');
    expect((await geo({'CF-IPCountry': 'AT'}, {whitelist})).body).toMatchObject({whitelisted: true});
    expect((await geo({'CF-IPCountry': 'HU', 'CF-Connecting-IP': '203.0.113.7'}, {whitelist})).body).toMatchObject({
      whitelisted: true,
    });
    expect((await geo({'CF-IPCountry': 'HU', 'CF-Connecting-IP': '198.51.100.200'}, {whitelist})).body).toMatchObject({
      whitelisted: true,
    });
    expect((await geo({'CF-IPCountry': 'HU', 'CF-Connecting-IP': '198.51.101.1'}, {whitelist})).body).toMatchObject({
      whitelisted: false,
    });
    expect((await geo({'CloudFront-Viewer-Address': '2001:db8::1:46532'}, {whitelist})).body).toMatchObject({
      whitelisted: true,
    });
    expect((await geo({'CF-IPCountry': 'HU'}, {whitelist})).body).toMatchObject({whitelisted: false});
  });

  it('trusts X-Forwarded-For only with local headers on', async () => {
    const whitelist = parseGeoWhitelist('10.0.0.5');
    expect((await geo({'X-Forwarded-For': '10.0.0.5, 1.1.1.1'}, {whitelist})).body).toMatchObject({whitelisted: false});
    expect(
      (await geo({'X-Forwarded-For': '10.0.0.5, 1.1.1.1'}, {whitelist, trustLocalHeaders: true})).body,
    ).toMatchObject({
      whitelisted: true,
    });
  });

  it('never publishes the whitelist', async () => {
    const {body} = await geo({'CF-IPCountry': 'AT'}, {whitelist: parseGeoWhitelist('AT,203.0.113.7')});
    expect(JSON.stringify(body)).not.toContain('203.0.113.7');
    expect(Object.keys(body as object).sort()).toEqual(['country', 'region', 'whitelisted']);
  });

  it('answers 405 to other methods and unknown on internal failure', async () => {
    expect((await app().request('/api/geo', {method: 'POST'})).status).toBe(405);
    const broken = await geo(
      {},
      {
        whitelist: async () => {
          throw new Error('settings unreadable');
        },
      },
    );
    expect(broken.body).toEqual({country: null, region: null, whitelisted: false});
  });
});

describe('geo helpers', () => {
  it('parses the environment', () => {
    expect(geoOptionsFromEnv({GEO_TRUST_LOCAL_HEADERS: '1'}).trustLocalHeaders).toBe(true);
    expect(geoOptionsFromEnv({}).trustLocalHeaders).toBe(false);
    expect(geoOptionsFromEnv({GEO_TRUST_LOCAL_HEADERS: 'nope'}).trustLocalHeaders).toBe(false);
    expect(geoOptionsFromEnv({GEO_WHITELIST: 'hu,PL'}).whitelist).toEqual(parseGeoWhitelist('HU,PL'));
  });

  it('normalises IPs', () => {
    expect(normaliseIp('1.2.3.4')).toBe('1.2.3.4');
    expect(normaliseIp('01.2.3.4')).toBeNull();
    expect(normaliseIp('256.1.1.1')).toBeNull();
    expect(normaliseIp('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(normaliseIp('2001:DB8::1')).toBe('2001:db8::1');
    expect(normaliseIp('1::2::3')).toBeNull();
    expect(normaliseIp('<script>')).toBeNull();
    expect(normaliseIp(undefined)).toBeNull();
  });

  it('checks the whitelist', () => {
    const whitelist = parseGeoWhitelist('0.0.0.0/0');
    expect(isWhitelisted(whitelist, {country: null, ip: '8.8.8.8'})).toBe(true);
    expect(isWhitelisted(parseGeoWhitelist(''), {country: 'HU', ip: '8.8.8.8'})).toBe(false);
  });

  it('reads headers case-insensitively through Headers', () => {
    expect(geoFromHeaders(new Headers({'cf-ipcountry': 'HU'}))).toEqual({country: 'HU', region: null});
  });
});

describe('/api routes', () => {
  const api = new Hono().route('/api', createApiApp(apiOptionsFromEnv({GEO_TRUST_LOCAL_HEADERS: '1'})));

  it('mounts geo and answers JSON 404 for unknown routes', async () => {
    const response = await api.request('/api/geo', {headers: {'X-Country-Code': 'HU'}});
    expect(await response.json()).toEqual({country: 'HU', region: null, whitelisted: false});
    const missing = await api.request('/api/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({error: 'NOT_FOUND'});
  });

  it('mounts the download route', async () => {
    expect((await api.request('/api/download-url')).status).toBe(400);
  });
});
