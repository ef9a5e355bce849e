import {Hono} from 'hono';

import {adminHeaders} from '@site/server/core/editorOrigin';
import {securityHeadersMiddleware} from '@site/server/core/securityHeaders';
import {ADMIN_CONTENT_SECURITY_POLICY, LOCAL_ADMIN_CONTENT_SECURITY_POLICY} from '@site/site/adminPolicy';

const SITE_POLICY = "default-src 'none'; script-src 'self'";

function app(): Hono {
  const site = new Hono();
  site.use(
    securityHeadersMiddleware(() =>
      Promise.resolve({'Content-Security-Policy': SITE_POLICY, 'X-Frame-Options': 'DENY'}),
    ),
  );
  site.use(adminHeaders('/'));
  // A page: only HTML gets the site's page policy.
  site.get('*', (c) => c.html('ok'));
  return site;
}

describe("the editor's own headers", () => {
  it("gives /admin/ its own policy and noindex, and keeps the site's other headers", async () => {
    for (const path of ['/admin/', '/admin/config.json', '/admin']) {
      const response = await app().request(`https://szerkeszto.example.hu${path}`);
      expect(response.headers.get('content-security-policy')).toBe(ADMIN_CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it("leaves the visitor pages' policy as it is", async () => {
    for (const path of ['/', '/administration/', '/poker-school/admin/']) {
      const response = await app().request(path);
      expect(response.headers.get('content-security-policy')).toBe(SITE_POLICY);
      expect(response.headers.get('x-robots-tag')).toBeNull();
    }
  });

  it('gives the local backend’s policy only on a localhost address', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:8787', 'http://[::1]:3000', 'http://LOCALHOST']) {
      const response = await app().request(`${origin}/admin/`);
      expect([origin, response.headers.get('content-security-policy')]).toEqual([
        origin,
        LOCAL_ADMIN_CONTENT_SECURITY_POLICY,
      ]);
    }
    for (const origin of ['https://www.ggpoker.hu', 'https://localhost.evil.example', 'https://127.0.0.1.nip.io']) {
      const response = await app().request(`${origin}/admin/`);
      expect([origin, response.headers.get('content-security-policy')]).toEqual([
        origin,
        ADMIN_CONTENT_SECURITY_POLICY,
      ]);
    }
  });
});
