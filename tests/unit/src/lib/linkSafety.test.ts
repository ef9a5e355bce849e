import {
  isDangerousUrl,
  isHomePath,
  isSafeHttpUrl,
  linkKind,
  localisedPath,
  resolveLink,
  sanitizeHref,
} from '@site/src/lib/linkSafety';

describe('link kinds', () => {
  it.each([
    ['https://ggpoker.com/', 'external'],
    ['http://example.com', 'external'],
    ['HTTPS://EXAMPLE.COM', 'external'],
    ['mailto:support@example.com', 'external'],
    ['//evil.example/x', 'external'],
    ['/\\evil.example', 'external'],
    ['/', 'contents'],
    ['/poker-school/', 'contents'],
    ['terms-conditions', 'compliance'],
    ['privacy-policy/', 'compliance'],
  ])('%p is %p', (path, kind) => expect(linkKind(path)).toBe(kind));
});

describe('home-path check', () => {
  it.each(['/', '/h', '/hu', '/hu/', '/EN/', '/en'])('%p is home', (p) => expect(isHomePath(p)).toBe(true));
  it.each(['', '//', '/hun', '/hun/', '/hu//', '/hu/x', '/1/', '/h1/', '/download/', 'hu', '/é/'])(
    '%p is not home',
    (p) => expect(isHomePath(p)).toBe(false),
  );
});

describe('dangerous URLs never navigable', () => {
  const hostile = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'jav\u00adascript:alert(1)',
    'javascript\u200b:alert(1)',
    '\ufeffjavascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'java&Tab;script:alert(1)',
    '%6Aavascript:alert(1)',
    'javascript%3Aalert(1)',
    '%256Aavascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    ' d a t a :text/html,x',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    '&#118;bscript:msgbox(1)',
  ];
  it.each(hostile)('%p is dangerous and refused everywhere', (url) => {
    expect(isDangerousUrl(url)).toBe(true);
    expect(sanitizeHref(url)).toBeNull();
    expect(sanitizeHref(url, {allowExternal: true})).toBeNull();
    expect(resolveLink(url, {siteType: 'external'})).toBeNull();
    expect(resolveLink(url, {siteType: 'contents'})).toBeNull();
  });

  it('treats non-strings as dangerous', () => {
    expect(isDangerousUrl(undefined)).toBe(true);
    expect(isDangerousUrl({toString: () => '/'})).toBe(true);
  });

  it.each(['/poker-school/?q=javascript:alert(1)', 'https://example.com/?next=data:x', '/javascript-guide/'])(
    '%p is a harmless URL that merely mentions a scheme',
    (url) => expect(isDangerousUrl(url)).toBe(false),
  );
});

describe('sanitizeHref', () => {
  it('keeps site paths', () => {
    expect(sanitizeHref('/download/')).toBe('/download/');
    expect(sanitizeHref('/funds/?a=1#b')).toBe('/funds/?a=1#b');
    expect(sanitizeHref('download/')).toBe('download/');
  });

  it('allows external URLs only when marked external', () => {
    expect(sanitizeHref('https://example.com/x')).toBeNull();
    expect(sanitizeHref('https://example.com/x', {allowExternal: true})).toBe('https://example.com/x');
    expect(sanitizeHref('mailto:a@b.hu')).toBeNull();
    expect(sanitizeHref('mailto:a@b.hu', {allowExternal: true})).toBe('mailto:a@b.hu');
    expect(sanitizeHref('//evil.example/')).toBeNull();
    expect(sanitizeHref('//evil.example/', {allowExternal: true})).toBe('//evil.example/');
  });

  it('treats an absolute URL on the site origin as internal', () => {
    expect(sanitizeHref('https://www.ggpoker.hu/funds/', {siteOrigin: 'https://www.ggpoker.hu'})).toBe(
      'https://www.ggpoker.hu/funds/',
    );
    expect(sanitizeHref('https://www.ggpoker.hu.evil.example/', {siteOrigin: 'https://www.ggpoker.hu'})).toBeNull();
  });

  it.each([
    ['unknown schemes', 'file:///etc/passwd'],
    ['ftp', 'ftp://example.com'],
    ['tel', 'tel:+3612345'],
    ['blob', 'blob:https://x/1'],
    ['credentials', 'https://user:pw@example.com/'],
    ['backslashes', '/\\evil.example'],
    ['backslash host', 'https:\\\\evil.example'],
    ['control characters', '/funds/\u0007'],
    ['a newline', '/funds/\n'],
    ['an empty string', ''],
    ['spaces only', '   '],
    ['a huge URL', `/${'a'.repeat(5000)}`],
    ['a number', 42],
  ])('refuses %s', (_name, value) => {
    expect(sanitizeHref(value, {allowExternal: true})).toBeNull();
  });

  it('accepts mixed-case http schemes when external', () => {
    expect(sanitizeHref('HtTpS://Example.COM/A', {allowExternal: true})).toBe('https://example.com/A');
  });
});

describe('resolveLink', () => {
  it('resolves contents paths as they are', () => {
    expect(resolveLink('/poker-school/')).toEqual({href: '/poker-school/', external: false});
  });

  it('resolves compliance links to a localised path', () => {
    expect(resolveLink('terms-conditions')).toEqual({href: '/terms-conditions/', external: false});
    expect(resolveLink('terms-conditions', {locale: 'en', defaultLocale: 'hu'})).toEqual({
      href: '/en/terms-conditions/',
      external: false,
    });
    expect(resolveLink('../../etc/passwd')).toEqual({href: '/etc/passwd/', external: false});
    expect(resolveLink('a/b?x=1#y')).toEqual({href: '/a/b/?x=1#y', external: false});
  });

  it('navigates externally only when the item is marked external', () => {
    expect(resolveLink('https://status.example.com/')).toBeNull();
    expect(resolveLink('https://status.example.com/', {siteType: 'contents'})).toBeNull();
    expect(resolveLink('https://status.example.com/', {siteType: 'external'})).toEqual({
      href: 'https://status.example.com/',
      external: true,
    });
    expect(resolveLink('//evil.example')).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(resolveLink(null)).toBeNull();
  });
});

describe('localisedPath', () => {
  it('adds the locale folder only for non-default locales', () => {
    expect(localisedPath('house-rules', 'hu', 'hu')).toBe('/house-rules/');
    expect(localisedPath('/house-rules/', 'de', 'hu')).toBe('/de/house-rules/');
    expect(localisedPath('', 'hu', 'hu')).toBe('/');
    expect(localisedPath('x', '<script>', 'hu')).toBe('/x/');
  });
});

describe('isSafeHttpUrl', () => {
  it.each(['https://www.ggpoker.ca', 'http://127.0.0.1:3000/x'])('%p is safe', (u) =>
    expect(isSafeHttpUrl(u)).toBe(true),
  );
  it.each(['javascript:alert(1)', '/x', 'https://a b', 'https://u:p@x.y', 'https://x.y/\\', 12, 'ftp://x.y'])(
    '%p is not',
    (u) => expect(isSafeHttpUrl(u)).toBe(false),
  );
});
