import {appHeaders, get, runtimes} from './runtimes';

/**
 * Node and workerd answer the same: status, body and every header except `Date` and the framing headers
 * (`Content-Length` / `Transfer-Encoding`, `Connection`), for a list of requests. Absolute redirects name
 * each server's own port, so they are checked on each runtime in site.test.ts.
 */

const REQUESTS: [string, Record<string, string>?, string?][] = [
  ['/'],
  ['/download/'],
  ['/download'],
  ['/terms-conditions/?x=1'],
  ['/nincs-ilyen/'],
  ['/404.html'],
  ['/img/favicon.svg'],
  ['/img/favicon.svg', {Range: 'bytes=5-20'}],
  ['/runtime-config.json'],
  ['/sitemap.xml'],
  ['/api/geo', {'CF-IPCountry': 'HU', 'CF-Region-Code': 'BU'}],
  ['/api/geo', {'CF-IPCountry': 'SE'}],
  ['/api/download-url?brandAlias=GGPHU&platform=ios&country=HU'],
  ['/api/download-url?platform=x'],
  ['/api/chat/capacity'],
  ['/api/chat/capacity', {}, 'POST'],
  ['/', {}, 'PUT'],
  ['/%E0%A4%A'],
];

async function snapshot(origin: string, [urlPath, headers = {}, method = 'GET']: (typeof REQUESTS)[number]) {
  const response = await get(origin, urlPath, headers, method);
  return {status: response.status, headers: appHeaders(response), body: await response.text()};
}

describe('Node and workerd', () => {
  const [node, workerd] = runtimes();

  it.each(REQUESTS)('answer %s the same way', async (...request) => {
    const [a, b] = await Promise.all([snapshot(node.origin, request), snapshot(workerd.origin, request)]);
    expect(b).toEqual(a);
  });
});
