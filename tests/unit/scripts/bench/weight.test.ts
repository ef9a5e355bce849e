import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {heaviestBeforeInteraction, pageWeight} from '@site/scripts/bench/weight';

describe('pageWeight', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weight-'));
    fs.mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'assets/js/boot.1.js'), 'b'.repeat(1000));
    fs.writeFileSync(path.join(dir, 'assets/js/main.2.js'), 'm'.repeat(5000));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><script type=application/json id=app-bundles>' +
        '[{"src":"/assets/js/main.2.js","integrity":null}]</script>' +
        '<script src=/assets/js/boot.1.js defer></script></head><body></body></html>',
    );
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('counts every script in all, and only the ones that run on load before any interaction', () => {
    const gz = (text: string) => gzipSync(text, {level: 9}).length;
    const weight = pageWeight(dir, 'index.html');
    expect(weight.jsRaw).toBe(6000);
    expect(weight.jsGzip).toBe(gz('b'.repeat(1000)) + gz('m'.repeat(5000)));
    expect(weight.loadJsGzip).toBe(gz('b'.repeat(1000)));
    expect(weight.totalTransfer).toBe(weight.htmlGzip + weight.loadJsGzip);
  });
});

describe('the heaviest routes before any interaction', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heaviest-'));
    fs.mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
    fs.mkdirSync(path.join(dir, 'a/b'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'assets/js/boot.1.js'), 'boot();'.repeat(50));
    fs.writeFileSync(path.join(dir, 'assets/js/chat.2.js'), Array.from({length: 400}, (_, i) => `c${i}();`).join(''));
    const page = (extra: string, text: string) =>
      `<!doctype html><html><head><script type=module src=/assets/js/boot.1.js></script>${extra}</head><body>${text}</body></html>`;
    fs.writeFileSync(path.join(dir, 'index.html'), page('', 'x'.repeat(20)));
    fs.writeFileSync(path.join(dir, 'a/b/index.html'), page('<link rel=modulepreload href=/assets/js/chat.2.js>', 'y'));
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('finds each route by its built page and names the heaviest by script and by everything', () => {
    const {script, total} = heaviestBeforeInteraction(dir, ['/', '/a/b/']);
    expect(script).toEqual({route: '/a/b/', bytes: pageWeight(dir, 'a/b/index.html').loadJsGzip});
    expect(total.route).toBe('/a/b/');
    expect(total.bytes).toBe(pageWeight(dir, 'a/b/index.html').totalTransfer);
  });
});
