import {readFileSync} from 'node:fs';
import path from 'node:path';

import {parseHeadersFile, parseNginxInclude} from '@site/plugins/security-headers/hostFiles';
import {HEADERS_FILE, NGINX_INCLUDE_FILE} from '@site/site/buildFiles';

import {BUILD_ROOT, get, runtimes} from './runtimes';

/** The `_headers` file and the nginx include the build writes carry exactly the headers the app sends. */
describe.each(runtimes())('host header files against $name', ({origin}) => {
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
      for (const [name, value] of Object.entries(fromHeadersFile)) {
        expect([name, response.headers.get(name)]).toEqual([name, value]);
      }
    },
  );
});
