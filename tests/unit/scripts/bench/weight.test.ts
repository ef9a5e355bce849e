/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {pageWeight} from '@site/scripts/bench/weight';

describe('pageWeight', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weight-'));
    fs.mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'assets/js/boot.1.js'), 'b'.repeat(1000));
    fs.writeFileSync(path.join(dir, 'assets/js/main.2.js'), 'm'.repeat(5000));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><script type=text/x-app-bundle src=/assets/js/main.2.js></script>' +
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
