import {createHash} from 'node:crypto';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {applyEdits, parsePage} from '@site/plugins/post-build/pageTree';
import {integrityEdits, urlIntegrity} from '@site/plugins/post-build/subresourceIntegrity';
import {tempDir} from '@site/tests/helpers/pluginContext';

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** A build with one script and one stylesheet, and the integrity of its URLs under `/b/`. */
function build(): (url: string) => Promise<string | null> {
  const out = tempDir();
  mkdirSync(path.join(out, 'assets'));
  writeFileSync(path.join(out, 'assets/a.js'), 'self.a=1');
  writeFileSync(path.join(out, 'assets/s.css'), 'p{}');
  return urlIntegrity(out, '/b/');
}

async function withIntegrity(html: string): Promise<string> {
  return applyEdits(html, await integrityEdits(parsePage(html), build()));
}

describe('subresource integrity', () => {
  it('gives the build’s own scripts, stylesheets and their preloads the sha384 of their file', async () => {
    const html =
      '<link rel=stylesheet href=/b/assets/s.css><link rel=preload as=script href=/b/assets/a.js>' +
      '<script src=/b/assets/a.js?v=1 defer></script>';
    expect(await withIntegrity(html)).toBe(
      `<link integrity="${sha384('p{}')}" rel=stylesheet href=/b/assets/s.css>` +
        `<link integrity="${sha384('self.a=1')}" rel=preload as=script href=/b/assets/a.js>` +
        `<script integrity="${sha384('self.a=1')}" src=/b/assets/a.js?v=1 defer></script>`,
    );
  });

  it('leaves third-party, missing, climbing and already checked files alone, and other links', async () => {
    const html = [
      '<script src=https://cdn.example.com/a.js></script>',
      '<script src=//b/assets/a.js></script>',
      '<script src=/b/assets/missing.js></script>',
      '<script src=/b/assets/../assets/a.js></script>',
      '<script integrity="sha384-x" src=/b/assets/a.js></script>',
      '<link rel=icon href=/b/assets/a.js>',
      '<script>inline()</script>',
    ].join('');
    expect(await withIntegrity(html)).toBe(html);
  });

  it('skips the elements another step replaces', async () => {
    const page = parsePage('<script src=/b/assets/a.js></script>');
    expect(await integrityEdits(page, build(), new Set(page.elements))).toEqual([]);
  });
});
