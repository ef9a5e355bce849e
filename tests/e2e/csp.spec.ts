import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

import {getsShortPolicy, SUBRESOURCE_POLICY} from '../../server/core/securityHeaders';
import {expect, test} from './fixtures';

/**
 * The CSP's script hashes against the built HTML: every inline script of every built page must be allowed
 * by the policy the edge sends with that page, and by the build's `_headers`. A changed inline script
 * (without a rebuild of the headers) fails here, and a real browser reports no CSP violation.
 */

const BUILD = 'build';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** Inline scripts, found independently of the build plugin's parser: any <script …> without src. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match.at(1) ?? '';
    const text = match.at(2) ?? '';
    if (/\ssrc\s*=/i.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return hashes;
}

function scriptSrc(policy: string): string[] {
  return (policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? '').trim().split(/\s+/).slice(1);
}

test('build/ exists (csp checks need the production build)', () => {
  expect(existsSync(path.join(BUILD, 'index.html')), 'build/ is missing: run `npm run build` first').toBe(true);
  expect(
    existsSync(path.join(BUILD, 'csp.json')),
    'build/csp.json is missing: is plugins/post-build in docusaurus.config.ts?',
  ).toBe(true);
  expect(existsSync(path.join(BUILD, '_headers')), 'build/_headers is missing').toBe(true);
});

test('every inline script of every built page is allowed by the CSP served with it', async ({request}) => {
  const files = htmlFiles(BUILD);
  expect(files.length).toBeGreaterThan(10);
  const headersFile = readFileSync(path.join(BUILD, '_headers'), 'utf8');
  const deployedPolicy = /Content-Security-Policy: (.*)/.exec(headersFile)?.[1] ?? '';
  const allHashes = new Set<string>();

  for (const file of files) {
    const relative = path.relative(BUILD, file).split(path.sep).join('/');
    const urlPath = relative === '404.html' ? '/no-such-page-for-csp/' : `/${relative.replace(/index\.html$/, '')}`;
    const response = await request.get(urlPath);
    const served = response.headers()['content-security-policy'] ?? '';
    const allowed = new Set(scriptSrc(served));
    expect(allowed.has("'unsafe-inline'"), `${urlPath}: script-src must not allow 'unsafe-inline'`).toBe(false);
    for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) {
      allHashes.add(hash);
      expect(allowed.has(hash), `${urlPath}: inline script ${hash} is not in the served CSP`).toBe(true);
      expect(
        scriptSrc(deployedPolicy).includes(hash),
        `${relative}: inline script ${hash} is not in build/_headers`,
      ).toBe(true);
    }
  }

  // No stale hashes: the manifest lists exactly the build's inline scripts.
  const manifest = JSON.parse(readFileSync(path.join(BUILD, 'csp.json'), 'utf8')) as {scriptHashes: string[]};
  expect([...manifest.scriptHashes].sort()).toEqual([...allHashes].sort());
});

test('the security headers are on pages, assets, the API and 404s', async ({request}) => {
  for (const urlPath of ['/', '/runtime-config.json', '/api/geo', '/no-such-page/', '/img/modals/region-warning.svg']) {
    const response = await request.get(urlPath);
    const headers = response.headers();
    expect(headers['content-security-policy'], urlPath).toContain("frame-ancestors 'none'");
    // Only HTML pages run the site's scripts: the rest gets the short policy that forbids everything.
    if (getsShortPolicy(headers['content-type'] ?? null)) {
      expect(headers['content-security-policy'], urlPath).toBe(SUBRESOURCE_POLICY);
    } else {
      expect(headers['content-security-policy'], urlPath).toContain("object-src 'none'");
      expect(headers['content-security-policy'], urlPath).toContain("base-uri 'self'");
    }
    expect(
      Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]),
      urlPath,
    ).toBeGreaterThanOrEqual(31536000);
    expect(headers['x-content-type-options'], urlPath).toBe('nosniff');
    expect(headers['referrer-policy'], urlPath).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-resource-policy'], urlPath).toBe('same-origin');
  }
  expect((await request.get('/no-such-page/')).status()).toBe(404);
});

test('a real browser reports no CSP violation on the built pages', async ({page, problems}) => {
  await page.addInitScript(() => {
    (window as unknown as {cspViolations: string[]}).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {cspViolations: string[]}).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  for (const urlPath of ['/', '/download/', '/poker-school/poker-hand-rankings/', '/no-such-page/']) {
    await page.goto(urlPath, {waitUntil: 'networkidle'});
    expect(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations), urlPath).toEqual(
      [],
    );
  }
  expect(problems.console.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

test('a changed inline script is refused by the CSP (the check has teeth)', async ({page, baseURL}) => {
  await page.route(`${baseURL}/`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script>([^<]+)<\/script>/, '<script>$1;window.tampered=1</script>');
    await route.fulfill({response, body: html});
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  expect(await page.evaluate(() => (window as unknown as {tampered?: number}).tampered)).toBeUndefined();
  expect(violations.length).toBeGreaterThan(0);
});
