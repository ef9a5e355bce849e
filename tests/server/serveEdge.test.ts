import {type RunningWorker, startWranglerDev} from '../../scripts/edge/wranglerDev';
import {appHeaders, BUILD_DIR, get, runtimes, SUITE_ENV} from './runtimes';

/**
 * `npm run serve:edge` (the Worker in workerd through `wrangler dev`, scripts/edge/wranglerDev.ts): the rest
 * of the suite runs workerd without wrangler's local proxy, so this checks the developer's command itself
 * serves pages, the 404 page with its status, `/api/geo` from `CF-IPCountry`, and the same headers as
 * workerd without the proxy.
 */

describe('npm run serve:edge (wrangler dev)', () => {
  const [, workerd] = runtimes();
  let dev: RunningWorker | undefined;
  const origin = (): string => {
    if (!dev) throw new Error('wrangler dev did not start (see beforeAll)');
    return dev.origin;
  };

  beforeAll(async () => {
    dev = await startWranglerDev({buildDir: BUILD_DIR, vars: {...SUITE_ENV}});
  }, 120_000);

  afterAll(async () => {
    await dev?.close();
  });

  it.each(['/', '/download/', '/nincs-ilyen/', '/img/favicon.svg'])(
    'answers %s with the status, body and headers of workerd without the proxy',
    async (urlPath) => {
      const [viaDev, direct] = await Promise.all([get(origin(), urlPath), get(workerd.origin, urlPath)]);
      expect(viaDev.status).toBe(direct.status);
      expect(appHeaders(viaDev)).toEqual(appHeaders(direct));
      expect(await viaDev.text()).toBe(await direct.text());
    },
  );

  it('serves a page, and the 404 page with status 404', async () => {
    const page = await get(origin(), '/download/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang=hu-HU');
    const missing = await get(origin(), '/nincs-ilyen/');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  });

  it('answers /api/geo from CF-IPCountry', async () => {
    const response = await get(origin(), '/api/geo', {'CF-IPCountry': 'HU'});
    expect(await response.json()).toEqual({country: 'HU', region: null, whitelisted: false});
  });
});
