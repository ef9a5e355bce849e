import {Hono} from 'hono';

import {
  buildPathOf,
  forwardedScheme,
  hostGuard,
  httpsRedirect,
  isValidHost,
  previewRobots,
} from '@site/server/core/requestGuards';

function app(): Hono {
  const root = new Hono();
  root.use('*', hostGuard, httpsRedirect, previewRobots('/'));
  root.get('*', (c) => c.text('ok'));
  return root;
}

describe('request guards', () => {
  it.each(['www.ggpoker.hu', 'localhost:3000', '127.0.0.1:8787', '[::1]:80'])('accepts Host %p', (host) => {
    expect(isValidHost(host)).toBe(true);
  });

  it.each(['a, b', 'evil example', 'a@b', 'x/y', '', 'a..b', `${'a'.repeat(300)}.hu`])(
    'refuses Host %p',
    async (host) => {
      expect(isValidHost(host)).toBe(false);
      expect((await app().request('/', {headers: {Host: host}})).status).toBe(400);
    },
  );

  it('redirects http to https on the same host, keeping path and query', async () => {
    const response = await app().request('/download/?a=1', {
      headers: {Host: 'www.ggpoker.hu', 'X-Forwarded-Proto': 'http'},
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://www.ggpoker.hu/download/?a=1');
  });

  it('reads the scheme from X-Forwarded-Proto or CF-Visitor, else none', () => {
    expect(forwardedScheme(new Headers({'x-forwarded-proto': 'http, https'}))).toBe('http');
    expect(forwardedScheme(new Headers({'cf-visitor': '{"scheme":"https"}'}))).toBe('https');
    expect(forwardedScheme(new Headers({'cf-visitor': 'garbage'}))).toBeNull();
    expect(forwardedScheme(new Headers())).toBeNull();
  });

  it('answers robots.txt on a preview with a disallow-all and no sitemap', async () => {
    const response = await app().request('/robots.txt');
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('buildPathOf', () => {
  it.each([
    ['/', ''],
    ['/about-us/', 'about-us/'],
    ['/assets/js/main.js', 'assets/js/main.js'],
    ['/p%C3%B3ker/', 'póker/'],
  ])('maps %p to %p', (pathname, expected) => {
    expect(buildPathOf(pathname, '/')).toBe(expected);
  });

  it.each([
    '//work/main/build/index.html',
    '//evil.example/x',
    '/a//b',
    '/a/./b',
    '/a/../b',
    '/%2e%2e/x',
    '/a%2f%2fb/',
    '/%E0%A4%A',
    '/a%5cb',
    '/a%00',
  ])('refuses %p', (pathname) => {
    expect(buildPathOf(pathname, '/')).toBeNull();
  });

  it('keeps requests outside the base path out', () => {
    expect(buildPathOf('/other/', '/preview/x/')).toBeNull();
    expect(buildPathOf('/preview/x//etc/passwd', '/preview/x/')).toBeNull();
    expect(buildPathOf('/preview/x/a/', '/preview/x/')).toBe('a/');
  });
});
