import {LOCAL_ADMIN_CONTENT_SECURITY_POLICY} from '@site/site/adminPolicy';

import {get, runtimes} from './runtimes';

/**
 * The writers' editor on both runtimes, opened on a localhost address as `npm run edit` opens it: the edge app
 * sets its own headers, the local backend allowed (on any other host the published policy without it,
 * tests/unit/server/core/editorOrigin.adminHeaders.test.ts, tests/unit/site/adminPolicy.test.ts); visitor pages keep theirs.
 */
describe.each(runtimes())('the editor at /admin/ on $name', ({origin}) => {
  it('is served with its own policy and never indexed', async () => {
    for (const urlPath of ['/admin/', '/admin/config.json', '/admin/decap/decap-cms.js']) {
      const response = await get(origin, urlPath);
      expect([urlPath, response.status]).toEqual([urlPath, 200]);
      expect(response.headers.get('content-security-policy')).toBe(LOCAL_ADMIN_CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(response.headers.get('strict-transport-security')).not.toBeNull();
    }
  });

  it('leaves the visitor pages their own policy', async () => {
    const response = await get(origin, '/');
    expect(response.headers.get('content-security-policy')).not.toBe(LOCAL_ADMIN_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-robots-tag')).toBeNull();
  });
});
