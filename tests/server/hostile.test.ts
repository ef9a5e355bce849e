import {rawRequest} from './rawHttp';
import {BUILD_ROOT, runtimes} from './runtimes';

/**
 * Hostile requests, sent byte for byte: a path naming the build by its absolute file path (`//…`), which
 * once answered 200 or a protocol-relative, off-site redirect; repeated or malformed `Host`; a backslash;
 * oversized headers. Every answer is a refusal that carries the security headers.
 */

function request(target: string, headers: string[] = ['Host: 127.0.0.1']): string {
  return `GET ${target} HTTP/1.1\r\n${headers.join('\r\n')}\r\nConnection: close\r\n\r\n`;
}

describe.each(runtimes())('hostile requests on $name', ({origin}) => {
  it.each([
    `/${BUILD_ROOT}/index.html`,
    `/${BUILD_ROOT}/download`,
    '//evil.example/download',
    '/download//',
    '/a/./b/',
  ])('GET %s is a 404 with no Location', async (target) => {
    const response = await rawRequest(origin, request(target));
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeUndefined();
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('never escapes the build through a backslash', async () => {
    // Node refuses it (400); the Workers front end reads `\\` as `/`, as browsers do, which stays inside.
    const response = await rawRequest(origin, request('/download\\..\\..\\..\\etc\\passwd'));
    expect([400, 404]).toContain(response.status);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

/**
 * Host checks on Node. On Workers, Cloudflare routes by `Host` and answers a malformed or repeated one
 * before any Worker runs (locally, workerd itself answers a repeated or malformed `Host` with 500 before the
 * Worker is called: measured); the app's own check is the same code
 * (tests/unit/server/core/requestGuards.test.ts).
 */
describe('requests Node refuses before the app', () => {
  const [node] = runtimes();

  it('refuses two Host headers with 400 and the security headers', async () => {
    const response = await rawRequest(node.origin, request('/', ['Host: 127.0.0.1', 'Host: evil.example']));
    expect(response.status).toBe(400);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it.each(['evil example', 'a@b', 'x/y'])('refuses Host %p with 400 and the security headers', async (host) => {
    const response = await rawRequest(node.origin, request('/', [`Host: ${host}`]));
    expect(response.status).toBe(400);
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('answers oversized headers with 431 and the security headers', async () => {
    const response = await rawRequest(node.origin, request('/', ['Host: 127.0.0.1', `X-Big: ${'a'.repeat(20000)}`]));
    expect(response.status).toBe(431);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers a malformed request line with 400 and the security headers', async () => {
    const response = await rawRequest(node.origin, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n');
    expect(response.status).toBe(400);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
