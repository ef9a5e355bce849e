import {appHeaders, get, runtimes} from './runtimes';

/**
 * Node and workerd answer the same: status, body and every header except `Date` and the framing headers
 * (`Content-Length` / `Transfer-Encoding`, `Connection`), for a list of requests. Absolute redirects name
 * each server's own port, so they are checked on each runtime in site.test.ts. Each runtime's static file
 * server is its own (Node: `serveStatic`; Workers: Static Assets), so a file's validators are compared by
 * kind, not value — a strong `ETag` on both (Node adds `Last-Modified`), each answering its own tag with 304
 * (site.test.ts) — and `CF-Cache-Status` (the platform's) is left out by `appHeaders`. A content type may
 * differ only by a `charset=utf-8` on a format that is UTF-8 by definition (SVG and XML without a declaration,
 * JSON): the media type must agree. Byte ranges are checked per runtime in site.test.ts (Workers sends the
 * whole file).
 */

const REQUESTS: [string, Record<string, string>?, string?][] = [
  ['/'],
  ['/download/'],
  ['/download'],
  ['/terms-conditions/?x=1'],
  ['/nincs-ilyen/'],
  ['/404.html'],
  ['/img/favicon.svg'],
  ['/runtime-config.json'],
  ['/sitemap.xml'],
  ['/api/geo', {'CF-IPCountry': 'HU', 'CF-Region-Code': 'BU'}],
  ['/api/geo', {'CF-IPCountry': 'SE'}],
  ['/api/download-url?brandAlias=GGPHU&platform=ios&country=HU'],
  ['/api/download-url?platform=x'],
  ['/api/chat/capacity'],
  ['/api/chat/capacity', {}, 'POST'],
  ['/api/cms/auth?provider=github&site_id=www.ggpoker.hu&scope=repo'],
  ['/api/cms/callback?code=x&state=y'],
  ['/', {}, 'PUT'],
  ['/%E0%A4%A'],
];

async function snapshot(origin: string, [urlPath, headers = {}, method = 'GET']: (typeof REQUESTS)[number]) {
  const response = await get(origin, urlPath, headers, method);
  const compared = appHeaders(response)
    .filter(([name]) => name !== 'last-modified')
    .map(([name, value]): [string, string] => {
      if (name === 'etag') return [name, /^"[\w-]+"$/.test(value) ? 'strong' : value];
      if (name === 'content-type' && !value.startsWith('text/')) return [name, value.replace(/; charset=utf-8$/, '')];
      return [name, value];
    });
  return {status: response.status, headers: compared, body: await response.text()};
}

describe('Node and workerd', () => {
  const [node, workerd] = runtimes();

  it.each(REQUESTS)('answer %s the same way', async (...request) => {
    const [a, b] = await Promise.all([snapshot(node.origin, request), snapshot(workerd.origin, request)]);
    expect(b).toEqual(a);
  });
});
