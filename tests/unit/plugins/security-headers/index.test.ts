/**
 * @jest-environment node
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import securityHeadersPlugin, {buildScriptHashes, sha256Source} from '@site/plugins/security-headers';
import {context, postBuildProps, tempDir} from '@site/tests/helpers/pluginContext';

describe('security-headers plugin', () => {
  // The whole post-build step, the editor's files and their Brotli variants included (a second alone here; the
  // limit only stops a hung step, whatever the machine's speed).
  it('hashes every inline script of every HTML file and writes csp.json and _headers', async () => {
    const out = tempDir();
    mkdirSync(path.join(out, 'a'), {recursive: true});
    // Every build has the site's stylesheet, which the editor's preview names.
    mkdirSync(path.join(out, 'assets/css'), {recursive: true});
    writeFileSync(path.join(out, 'assets/css/styles.0123abcd.css'), 'body{}');
    writeFileSync(
      path.join(out, 'index.html'),
      '<script>one()</script><script src=/x.js></script><script type=application/ld+json>{}</script>',
    );
    writeFileSync(path.join(out, 'a', 'index.html'), '<script>two()</script><script>one()</script>');
    writeFileSync(path.join(out, 'a', 'data.json'), '<script>ignored()</script>');
    const expected = ['one()', 'two()']
      .map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`)
      .sort();
    expect(await buildScriptHashes(out)).toEqual(expected);

    await securityHeadersPlugin(context).postBuild!(postBuildProps(out));
    const manifest = JSON.parse(readFileSync(path.join(out, 'csp.json'), 'utf8')) as {
      scriptHashes: string[];
      policy: string;
    };
    expect(manifest.scriptHashes).toEqual(expected);
    for (const hash of expected) expect(manifest.policy).toContain(hash);
    const headers = readFileSync(path.join(out, '_headers'), 'utf8');
    expect(headers.startsWith('/*\n')).toBe(true);
    expect(headers).toContain(`  Content-Security-Policy: ${manifest.policy}`);
    expect(headers).toContain('  X-Content-Type-Options: nosniff');
    expect(headers).toContain('  Strict-Transport-Security: max-age=');
  }, 120_000);

  it('hashes the exact bytes', () => {
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});
