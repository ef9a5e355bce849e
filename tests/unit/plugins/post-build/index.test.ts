import {createHash} from 'node:crypto';
import {cpSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {JSDOM} from 'jsdom';

import postBuildPlugin, {renderedPageFiles, renderedPageOfRoute, rewritePages} from '@site/plugins/post-build';
import {writeBootScript} from '@site/plugins/post-build/bootBundle';
import {sha256Source} from '@site/plugins/post-build/cspHashes';
import {attr, parsePage} from '@site/plugins/post-build/pageTree';
import {staticFileFindings} from '@site/scripts/check/rules/staticFiles';
import {listedAppBundles} from '@site/src/boot/appBundles';
import {context, postBuildProps, tempDir} from '@site/tests/helpers/pluginContext';

describe('the post-build pipeline', () => {
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

    await postBuildPlugin(context).postBuild!(postBuildProps(out, ['/', '/a/']));
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
    await postBuildPlugin(context).postBuild!(postBuildProps(out, ['/', '/404.html']));
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
});

describe('the pages the build rendered', () => {
  it.each([
    ['/', '/', 'index.html'],
    ['/funds/', '/', 'funds/index.html'],
    ['/poker-school/poker-terms/', '/', 'poker-school/poker-terms/index.html'],
    ['/404.html', '/', '404.html'],
    ['/preview/x/', '/preview/x/', 'index.html'],
    ['/preview/x/funds/', '/preview/x/', 'funds/index.html'],
    ['/preview/x/404.html', '/preview/x/', '404.html'],
  ])('%s under %s is %s, as Docusaurus writes it', (route, baseUrl, file) => {
    expect(renderedPageOfRoute(route, baseUrl)).toBe(file);
  });

  it('are the rendered pages only, each once, never another .html of the build', () => {
    const out = tempDir();
    for (const file of ['index.html', 'funds/index.html', '404.html', 'ajanlat.html', 'img/uploads/x.html']) {
      mkdirSync(path.dirname(path.join(out, file)), {recursive: true});
      writeFileSync(path.join(out, file), '<p>x</p>');
    }
    const files = renderedPageFiles(out, ['/', '/funds/', '/404.html', '/funds/', '/not-written/'], '/');
    expect(files).toEqual(['index.html', 'funds/index.html', '404.html'].map((file) => path.join(out, file)));
  });
});

describe('one pass over each page', () => {
  it('lists the bundles for the boot module, with integrity on every tag and every listed bundle', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
    mkdirSync(path.join(dir, 'assets/css'), {recursive: true});
    writeFileSync(path.join(dir, 'assets/js/runtime~main.1.js'), 'self.r=1');
    writeFileSync(path.join(dir, 'assets/js/main.2.js'), 'self.m=1');
    writeFileSync(path.join(dir, 'assets/css/s.css'), 'p{}');
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><link rel=stylesheet href=/b/assets/css/s.css />' +
        '<script src=/b/assets/js/runtime~main.1.js defer></script><script src=/b/assets/js/main.2.js defer></script>' +
        '</head><body><p>Szöveg</p></body></html>',
    );

    await rewritePages(dir, '/b/', [path.join(dir, 'index.html')], await writeBootScript(dir, '/b/'));
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    const checked = parsePage(html).elements.filter((element) => attr(element, 'src') ?? attr(element, 'href'));
    expect(checked.map((element) => [element.tagName, attr(element, 'type')])).toEqual([
      ['link', null],
      ['script', 'module'],
    ]);
    for (const element of checked) expect(attr(element, 'integrity')).toMatch(/^sha384-[A-Za-z0-9+/]+=*$/);
    // The listed bundles carry the integrity of their files too.
    const listed = listedAppBundles(new JSDOM(html).window.document);
    expect(listed.map((bundle) => bundle.src)).toEqual(['/b/assets/js/runtime~main.1.js', '/b/assets/js/main.2.js']);
    for (const bundle of listed) expect(bundle.integrity).toMatch(/^sha384-[A-Za-z0-9+/]+=*$/);
  });
});
