/**
 * @jest-environment node
 */
import {createHash} from 'node:crypto';
import {cpSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import securityHeadersPlugin, {buildScriptHashes, sha256Source} from '@site/plugins/security-headers';
import {staticFileFindings} from '@site/scripts/check/rules/staticFiles';
import {context, postBuildProps, tempDir} from '@site/tests/helpers/pluginContext';

describe('security-headers plugin', () => {
  // The whole post-build step, the editor's files and their Brotli variants included (a second alone here; the
  // limit only stops a hung step, whatever the machine's speed).
  it('hashes every inline script of every page the build rendered and writes csp.json and _headers', async () => {
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
    const pages = [path.join(out, 'index.html'), path.join(out, 'a', 'index.html')];
    expect(await buildScriptHashes(pages)).toEqual(expected);

    await securityHeadersPlugin(context).postBuild!(postBuildProps(out, ['/', '/a/']));
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

  it('never hashes an HTML file planted under static/, nor rewrites it, and the check refuses it', async () => {
    const out = tempDir();
    mkdirSync(path.join(out, 'assets/css'), {recursive: true});
    writeFileSync(path.join(out, 'assets/css/styles.0123abcd.css'), 'body{}');
    writeFileSync(path.join(out, 'index.html'), '<script>site()</script>');
    writeFileSync(path.join(out, '404.html'), '<script>notFound()</script>');
    // HTML files a writer planted under static/, which the build copies as they are beside the rendered pages.
    const repo = tempDir();
    mkdirSync(path.join(repo, 'regions'));
    const planted = {
      'ajanlat.html': '<!doctype html><script>steal(localStorage)</script>',
      'img/uploads/kep.html': '<script>steal(document.cookie)</script><link rel=stylesheet href=/x.css>',
      'a/index.htm': '<script>alsoPlanted()</script>',
    };
    for (const [file, html] of Object.entries(planted)) {
      mkdirSync(path.dirname(path.join(repo, 'static', file)), {recursive: true});
      writeFileSync(path.join(repo, 'static', file), html);
    }
    cpSync(path.join(repo, 'static'), out, {recursive: true});
    await securityHeadersPlugin(context).postBuild!(postBuildProps(out, ['/', '/404.html']));
    // The writers' check refuses every one of them.
    expect(
      staticFileFindings({rootDir: repo})
        .findings.map((found) => `${found.file} ${found.rule}`)
        .sort(),
    ).toEqual([
      'static/a/index.htm statikus-fajl',
      'static/ajanlat.html statikus-fajl',
      'static/img/uploads/kep.html feltoltes',
    ]);

    const manifest = JSON.parse(readFileSync(path.join(out, 'csp.json'), 'utf8')) as {
      scriptHashes: string[];
      policy: string;
    };
    expect(manifest.scriptHashes).toEqual([sha256Source('notFound()'), sha256Source('site()')].sort());
    const headers = readFileSync(path.join(out, '_headers'), 'utf8');
    for (const script of ['steal(localStorage)', 'steal(document.cookie)', 'alsoPlanted()']) {
      expect(manifest.policy).not.toContain(sha256Source(script));
      expect(headers).not.toContain(sha256Source(script));
    }
    for (const [file, html] of Object.entries(planted)) expect(readFileSync(path.join(out, file), 'utf8')).toBe(html);
  }, 120_000);

  it('hashes the exact bytes', () => {
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});
