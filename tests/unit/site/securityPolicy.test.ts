import {buildCsp, cspSourcesFromConfig, renderHeadersFile, securityHeaders} from '@site/site/securityPolicy';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';

const sources = cspSourcesFromConfig(RUNTIME_CONFIG_DEFAULTS);

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('security policy', () => {
  const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
  const policy = buildCsp([hash, hash, "'unsafe-inline'", 'sha256-bad'], sources);

  it('has the required directives', () => {
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
  });

  it("lists the hashes once and never 'unsafe-inline' in script-src", () => {
    const script = directive(policy, 'script-src');
    expect(script.filter((s) => s === hash)).toHaveLength(1);
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(script).not.toContain('sha256-bad');
    expect(script).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://www.googletagmanager.com',
        'https://cdn.segment.com',
        'https://cdn.cookielaw.org',
      ]),
    );
  });

  it('adds chat hosts from config, https origins only', () => {
    const withChat = cspSourcesFromConfig({
      chat: {
        ...RUNTIME_CONFIG_DEFAULTS.chat,
        scriptUrl: 'https://chat.example.com/a/b.js',
        queueApiUrl: 'http://insecure.example/q',
        siteUrl: 'https://site.example.com/x',
      },
    });
    expect(withChat.script).toContain('https://chat.example.com');
    expect(withChat.connect).not.toContain('http://insecure.example');
    expect(withChat.frame).toContain('https://site.example.com');
  });

  it('drops hosts that could inject directives', () => {
    const bad = buildCsp([], {
      script: ["https://x.example; script-src 'unsafe-inline'", 'http://plain.example', '*'],
      connect: [],
      img: [],
      frame: [],
      thirdPartyStyles: false,
    });
    expect(directive(bad, 'script-src')).toEqual(["'self'"]);
  });

  it('sets HSTS ≥ 1 year and the other headers', () => {
    const headers = securityHeaders(policy);
    const maxAge = Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security'])![1]);
    expect(maxAge).toBeGreaterThanOrEqual(31536000);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(headers['Content-Security-Policy']).toBe(policy);
  });

  it('renders a _headers file for every path', () => {
    expect(renderHeadersFile({'X-A': '1', 'X-B': '2'})).toBe('/*\n  X-A: 1\n  X-B: 2\n');
  });
});
