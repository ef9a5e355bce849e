import {readFileSync} from 'node:fs';
import path from 'node:path';

import {getsShortPolicy, SUBRESOURCE_POLICY} from '@site/server/core/securityHeaders';
import {HEADERS_FILE, NGINX_INCLUDE_FILE} from '@site/site/buildFiles';
import {parseHeadersFile, parseNginxInclude} from '@site/tests/helpers/hostFiles';

import {BUILD_ROOT, get, runtimes} from './runtimes';

/**
 * The `_headers` file and the nginx include the build writes carry exactly the headers the app sends, but for one
 * difference: the app gives a response that is never a document (JSON, scripts…) the short policy, where the
 * path-based files give every path the page's (stricter hosts send a little more, never less).
 */
describe.each(runtimes())('host header files against $name', ({name: runtime, origin}) => {
  // The `/*` block: the headers of every path (blocks for single folders, e.g. their cache policy, follow it).
  const everyPath = readFileSync(path.join(BUILD_ROOT, HEADERS_FILE), 'utf8').split(/^(?=\S)/m)[0] ?? '';
  const fromHeadersFile = parseHeadersFile(everyPath);
  const fromNginx = parseNginxInclude(readFileSync(path.join(BUILD_ROOT, NGINX_INCLUDE_FILE), 'utf8'));

  it('lists the same headers in both files', () => {
    expect(everyPath.startsWith('/*\n')).toBe(true);
    expect(Object.keys(fromHeadersFile).length).toBeGreaterThanOrEqual(7);
    expect(fromNginx).toEqual(fromHeadersFile);
  });

  // /builds/latest.json: on Workers, Static Assets serves it from _headers alone, without the Worker.
  it.each(['/', '/nincs-ilyen/', '/api/geo', '/builds/latest.json'])(
    'matches what is sent with %s',
    async (urlPath) => {
      const response = await get(origin, urlPath);
      const byTheApp = !(runtime === 'workerd' && urlPath.startsWith('/builds/'));
      const short = byTheApp && getsShortPolicy(response.headers.get('content-type'));
      for (const [name, value] of Object.entries(fromHeadersFile)) {
        const expected = short && name.toLowerCase() === 'content-security-policy' ? SUBRESOURCE_POLICY : value;
        expect([name, response.headers.get(name)]).toEqual([name, expected]);
      }
    },
  );
});
