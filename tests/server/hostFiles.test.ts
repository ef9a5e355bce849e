import {readFileSync} from 'node:fs';
import path from 'node:path';

import {parseHeadersFile, parseNginxInclude} from '@site/plugins/security-headers/hostFiles';
import {HEADERS_FILE, NGINX_INCLUDE_FILE} from '@site/site/buildFiles';

import {BUILD_ROOT, get, runtimes} from './runtimes';

/** The `_headers` file and the nginx include the build writes carry exactly the headers the app sends. */
describe.each(runtimes())('host header files against $name', ({origin}) => {
  const fromHeadersFile = parseHeadersFile(readFileSync(path.join(BUILD_ROOT, HEADERS_FILE), 'utf8'));
  const fromNginx = parseNginxInclude(readFileSync(path.join(BUILD_ROOT, NGINX_INCLUDE_FILE), 'utf8'));

  it('lists the same headers in both files', () => {
    expect(Object.keys(fromHeadersFile).length).toBeGreaterThanOrEqual(7);
    expect(fromNginx).toEqual(fromHeadersFile);
  });

  it.each(['/', '/nincs-ilyen/', '/api/geo'])('matches what the app sends with %s', async (urlPath) => {
    const response = await get(origin, urlPath);
    for (const [name, value] of Object.entries(fromHeadersFile)) {
      expect([name, response.headers.get(name)]).toEqual([name, value]);
    }
  });
});
