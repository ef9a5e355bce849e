import {ADMIN_CONTENT_SECURITY_POLICY} from '@site/server/core/adminPolicy';

import {get, runtimes} from './runtimes';

/**
 * The writers' editor on both runtimes: on Workers Static Assets serves it with the `_headers` block of its own
 * (the site's policy detached first), on Node the edge app sets the same headers; visitor pages keep theirs.
 */
describe.each(runtimes())('the editor at /admin/ on $name', ({origin}) => {
  it('is served with its own policy and never indexed', async () => {
    for (const urlPath of ['/admin/', '/admin/config.json', '/admin/decap/decap-cms.js']) {
      const response = await get(origin, urlPath);
      expect([urlPath, response.status]).toEqual([urlPath, 200]);
      expect(response.headers.get('content-security-policy')).toBe(ADMIN_CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(response.headers.get('strict-transport-security')).not.toBeNull();
    }
  });

  it('leaves the visitor pages their own policy', async () => {
    const response = await get(origin, '/');
    expect(response.headers.get('content-security-policy')).not.toBe(ADMIN_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-robots-tag')).toBeNull();
  });
});
