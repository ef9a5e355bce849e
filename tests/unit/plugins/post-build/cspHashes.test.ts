import {createHash} from 'node:crypto';

import {inlineHashesOf, inlineScriptsOf, inlineStylesOf, sha256Source} from '@site/plugins/post-build/cspHashes';
import {parsePage} from '@site/plugins/post-build/pageTree';

describe('inline code the CSP hashes', () => {
  it('finds the executable inline scripts exactly as written', () => {
    const html = [
      '<script>a()</script>',
      '<script data-rh=true>b()\n</script>',
      '<script src=/assets/js/main.js defer></script>',
      '<script defer src="/x.js"></script>',
      '<script type=application/ld+json>{"@type":"x"}</script>',
      '<script type="module">c()</script>',
      '<script type="text/javascript">d()</script>',
      '<script data-src="/lazy.js">e()</script>',
      '<SCRIPT>f()</SCRIPT >',
      '<script></script>',
    ].join('');
    expect(inlineScriptsOf(parsePage(html))).toEqual(['a()', 'b()\n', 'c()', 'd()', 'e()', 'f()', '']);
  });

  it('finds style attributes (decoded), <style> texts, and style attributes a script writes', () => {
    const html = [
      '<p style="color: red">x</p>',
      `<i style='a:&quot;b&quot;'>y</i>`,
      '<style>p{margin:0}</style>',
      '<noscript><b style="display:block">z</b></noscript>',
      `<script>el.innerHTML = '<b style="top:0">'</script>`,
    ].join('');
    expect(inlineStylesOf(parsePage(html))).toEqual(['color: red', 'a:"b"', 'p{margin:0}', 'display:block', 'top:0']);
  });

  it('takes the side of a quoted style that matched, whichever quote a script used', () => {
    const script = `<script>a.innerHTML = '<b style="x:1">' + "<i style='y:2'>"</script>`;
    expect(inlineStylesOf(parsePage(script))).toEqual(['x:1', 'y:2']);
  });
});

describe('the hashes', () => {
  it('hashes the exact bytes', () => {
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('lists each script and style of all pages once, sorted', () => {
    const pages = ['<script>one()</script><p style="a:b">x</p>', '<script>two()</script><script>one()</script>'];
    const expected = (texts: string[]) =>
      texts.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`).sort();
    expect(inlineHashesOf(pages.map(parsePage))).toEqual({
      scriptHashes: expected(['one()', 'two()']),
      styleHashes: expected(['a:b']),
    });
  });
});
