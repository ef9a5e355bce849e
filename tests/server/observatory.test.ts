import {execFile} from 'node:child_process';
import {promisify} from 'node:util';

import {runtimes} from './runtimes';
import {type Certificate, loopbackCertificate, startTlsFront, type TlsFront} from './tlsFront';

/**
 * The security headers graded by the real scorer: the MDN HTTP Observatory's own scanner and grader, run on
 * each runtime behind a loopback TLS front (one port, http and https, as a CDN passes traffic). Required:
 * A+, no test with a penalty, and every bonus the scorer can give a loopback host. The one it cannot —
 * HSTS preloaded (+5), given only to hosts on Chromium's preload list — is explained with its numbers in
 * docs/deploy.md; the header meets the list's entry conditions (tests/server/site.test.ts: `preload`,
 * two years, subdomains, and http sent to https on the same host).
 */

const run = promisify(execFile);

interface ScanResult {
  grade: string;
  score: number;
  tests: Record<string, {result: string; scoreModifier: number; pass: boolean}>;
}

async function observatory(hostPort: string, certificate: Certificate): Promise<ScanResult> {
  const {stdout} = await run(process.execPath, ['tests/server/observatoryScan.mjs', hostPort], {
    env: {...process.env, NODE_EXTRA_CA_CERTS: certificate.certFile},
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as ScanResult;
}

const BONUSES: Record<string, [string, number]> = {
  'content-security-policy': ['csp-implemented-with-no-unsafe-default-src-none', 10],
  'subresource-integrity': ['sri-implemented-and-all-scripts-loaded-securely', 5],
  'x-frame-options': ['x-frame-options-implemented-via-csp', 5],
  'referrer-policy': ['referrer-policy-private', 5],
  'cross-origin-resource-policy': ['corp-implemented-with-same-origin', 10],
};

describe('MDN HTTP Observatory grade', () => {
  const certificate = loopbackCertificate();
  const fronts: TlsFront[] = [];

  afterAll(async () => {
    await Promise.all(fronts.map((front) => front.close()));
  });

  async function grade(upstream: string): Promise<ScanResult> {
    const front = await startTlsFront(upstream, certificate);
    fronts.push(front);
    return observatory(front.hostPort, certificate);
  }

  function expectEveryHeaderBonus(result: ScanResult): void {
    for (const [name, [expected, modifier]] of Object.entries(BONUSES)) {
      expect([name, result.tests[name].result, result.tests[name].scoreModifier]).toEqual([name, expected, modifier]);
    }
    expect(result.tests['strict-transport-security'].result).toBe('hsts-implemented-max-age-at-least-six-months');
  }

  it.each(runtimes())(
    'grades $name A+ with every bonus a loopback host can earn',
    async ({origin}) => {
      const result = await grade(origin);
      expect(result.grade).toBe('A+');
      for (const [name, test] of Object.entries(result.tests)) {
        expect([name, test.pass, test.scoreModifier >= 0]).toEqual([name, true, true]);
      }
      expectEveryHeaderBonus(result);
      expect(result.tests.redirection.result).toBe('redirection-to-https');
      // 100 + 10 (CSP) + 5 (SRI) + 5 (frame-ancestors) + 5 (referrer) + 10 (CORP): all but the preload list's 5.
      expect(result.score).toBe(135);
    },
    90_000,
  );
});
