/**
 * @jest-environment node
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import {JSDOM} from 'jsdom';

import {rewriteBuiltPages} from '@site/plugins/security-headers';
import {appOnDemandEdits, writeBootScript} from '@site/plugins/security-headers/appOnDemand';
import {bundleBootScript} from '@site/plugins/security-headers/bootBundle';
import {applyEdits, attr, parsePage} from '@site/plugins/security-headers/pageTree';
import {listedAppBundles} from '@site/src/boot/appBundles';

const BOOT = '/b/assets/js/boot.12345678.js';
const CHAT_BOOT = '/b/assets/js/boot-chat.ABCDEFGH.js';
const BOOT_URLS = {entry: BOOT, chatEntry: CHAT_BOOT};
const head = (scripts: string) =>
  `<!doctype html><html><head><link rel=stylesheet href=/b/assets/css/s.css />${scripts}</head><body><p>Szöveg</p></body></html>`;
const runtime = '<script src=/b/assets/js/runtime~main.1.js defer></script>';
const main = '<script integrity="sha384-abc" src=/b/assets/js/main.2.js defer></script>';

/** The page after the step, with no integrity known (files outside a build). */
async function withAppOnDemand(html: string, sitePath?: string): Promise<string> {
  const {edits} = await appOnDemandEdits(parsePage(html), '/b/', BOOT_URLS, () => Promise.resolve(null), sitePath);
  return applyEdits(html, edits);
}

describe('the app on demand (HTML)', () => {
  it('lists the deferred bundles in one JSON block, in order, with the boot module where the first was', async () => {
    const html = await withAppOnDemand(head(runtime + main));
    expect(html).toContain(
      '<script type=application/json id=app-bundles>' +
        '[{"src":"/b/assets/js/runtime~main.1.js","integrity":null},' +
        '{"src":"/b/assets/js/main.2.js","integrity":"sha384-abc"}]</script>' +
        `<script type=module src=${BOOT} data-base-url=/b/></script></head>`,
    );
    expect(html).not.toContain('preload');
    expect(html).toContain('<p>Szöveg</p>');
  });

  it('gives the chat pages the boot module with the support chat in it, and no other page', async () => {
    for (const sitePath of ['/responsible-gaming/', '/responsible-gaming/x/']) {
      const html = await withAppOnDemand(head(runtime + main), sitePath);
      expect(html).toContain(`<script type=module src=${CHAT_BOOT} data-base-url=/b/></script>`);
      expect(html).not.toContain(BOOT);
      expect(await withAppOnDemand(html, sitePath)).toBe(html);
    }
    for (const sitePath of ['/', '/funds/', '/responsible-gamingx/']) {
      expect(await withAppOnDemand(head(runtime + main), sitePath)).not.toContain(CHAT_BOOT);
    }
  });

  it('gives each new tag the integrity of its file', async () => {
    const page = parsePage(head(runtime));
    const integrityOf = (url: string) => Promise.resolve(`sha384-${url.length}`);
    const {edits, replaced} = await appOnDemandEdits(page, '/b/', BOOT_URLS, integrityOf);
    expect(applyEdits(page.html, edits)).toContain(
      '<script type=application/json id=app-bundles>[{"src":"/b/assets/js/runtime~main.1.js","integrity":"sha384-30"}]</script>' +
        `<script integrity="sha384-${BOOT.length}" type=module src=${BOOT} data-base-url=/b/></script>`,
    );
    expect([...replaced].map((script) => attr(script, 'src'))).toEqual(['/b/assets/js/runtime~main.1.js']);
  });

  it('is idempotent: a second pass changes nothing', async () => {
    const once = await withAppOnDemand(head(runtime + main));
    expect(await withAppOnDemand(once)).toBe(once);
  });

  it('leaves inline, async, module, third-party and non-deferred scripts alone', async () => {
    const others = [
      '<script>window.x=1</script>',
      '<script src=/b/assets/js/a.js async></script>',
      '<script type=module src=/b/assets/js/m.js defer></script>',
      '<script src=https://cdn.example.com/x.js defer></script>',
      '<script src=/b/assets/js/blocking.js></script>',
      '<script src=/elsewhere/x.js defer></script>',
    ].join('');
    const html = head(others);
    expect(await withAppOnDemand(html)).toBe(html);
  });
});

describe('the app on demand (build)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'app-on-demand-'));
    await fs.mkdir(path.join(dir, 'assets/js'), {recursive: true});
    await fs.mkdir(path.join(dir, 'assets/css'), {recursive: true});
    await fs.writeFile(path.join(dir, 'assets/js/runtime~main.1.js'), 'self.r=1');
    await fs.writeFile(path.join(dir, 'assets/js/main.2.js'), 'self.m=1');
    await fs.writeFile(path.join(dir, 'assets/css/s.css'), 'p{}');
    await fs.writeFile(path.join(dir, 'index.html'), head(runtime + main.replace(' integrity="sha384-abc"', '')));
  });
  afterEach(() => fs.rm(dir, {recursive: true, force: true}));

  it('writes the boot module and its chunks under their names, with integrity on the page', async () => {
    const {entry, chatEntry, files} = await bundleBootScript();
    expect(await writeBootScript(dir, '/b/')).toEqual({entry: `/b/${entry}`, chatEntry: `/b/${chatEntry}`});
    for (const file of files) expect(await fs.readFile(path.join(dir, file.relative), 'utf8')).toBe(file.text);

    await rewriteBuiltPages(dir, '/b/', [path.join(dir, 'index.html')]);
    const html = await fs.readFile(path.join(dir, 'index.html'), 'utf8');
    const checked = parsePage(html).elements.filter((element) => attr(element, 'src') ?? attr(element, 'href'));
    expect(checked.map((element) => [element.tagName, attr(element, 'type')])).toEqual([
      ['link', null],
      ['script', 'module'],
    ]);
    for (const element of checked) expect(attr(element, 'integrity')).toMatch(/^sha384-[A-Za-z0-9+/]+=*$/);
    // The listed bundles carry the integrity of their files too.
    const {document} = new JSDOM(html).window;
    const listed = listedAppBundles(document);
    expect(listed.map((bundle) => bundle.src)).toEqual(['/b/assets/js/runtime~main.1.js', '/b/assets/js/main.2.js']);
    for (const bundle of listed) expect(bundle.integrity).toMatch(/^sha384-[A-Za-z0-9+/]+=*$/);
  });
});
