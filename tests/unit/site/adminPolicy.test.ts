import {
  ADMIN_CONTENT_SECURITY_POLICY,
  LOCAL_ADMIN_CONTENT_SECURITY_POLICY,
  LOCAL_BACKEND_ORIGIN,
} from '@site/site/adminPolicy';
import {renderHeadersFile} from '@site/site/securityPolicy';
import {LOCAL_BACKEND_URL} from '@site/src/admin/decapConfig';

describe("the editor's own policy", () => {
  it('adds the local backend, and only that, to the policy for a localhost address', () => {
    expect(new URL(LOCAL_BACKEND_URL).origin).toBe(LOCAL_BACKEND_ORIGIN);
    expect(ADMIN_CONTENT_SECURITY_POLICY).not.toContain(LOCAL_BACKEND_ORIGIN);
    expect(LOCAL_ADMIN_CONTENT_SECURITY_POLICY).toContain(
      `connect-src 'self' blob: https://api.github.com ${LOCAL_BACKEND_ORIGIN};`,
    );
    expect(LOCAL_ADMIN_CONTENT_SECURITY_POLICY.replace(` ${LOCAL_BACKEND_ORIGIN}`, '')).toBe(
      ADMIN_CONTENT_SECURITY_POLICY,
    );
  });

  it('never lets the editor be framed or run plugins', () => {
    expect(ADMIN_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(ADMIN_CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
  });

  it("writes its own block in _headers, detaching the site's value first", () => {
    expect(
      renderHeadersFile({'Content-Security-Policy': 'a', 'X-B': '2'}, {'/admin/*': {'Content-Security-Policy': 'b'}}),
    ).toBe(
      '/*\n  Content-Security-Policy: a\n  X-B: 2\n/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: b\n',
    );
  });
});
