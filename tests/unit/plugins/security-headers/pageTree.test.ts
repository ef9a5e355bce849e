import {inlineScriptsOf, inlineStylesOf} from '../../../../plugins/security-headers/inlineCode';
import {applyEdits, attr, insertAttribute, parsePage, tokens} from '../../../../plugins/security-headers/pageTree';

describe('a built page parsed once', () => {
  it('reads attributes as the browser does: quoted, unquoted, value-less, the first of a repeated name', () => {
    const page = parsePage(
      `<script data-x='a b' integrity="sha384-x defer" src=/a.js defer></script><link REL=preload rel=stylesheet>`,
    );
    const [script, link] = page.elements.filter((element) => ['script', 'link'].includes(element.tagName));
    expect(attr(script, 'src')).toBe('/a.js');
    expect(attr(script, 'integrity')).toBe('sha384-x defer');
    expect(attr(script, 'defer')).toBe('');
    expect(attr(script, 'async')).toBeNull();
    expect(tokens(link, 'rel')).toEqual(['preload']);
  });

  it('lists only the elements written in the source, with what <noscript> and <template> hold', () => {
    const page = parsePage(
      '<p>a</p><noscript><a href=/x style="color:red">x</a></noscript><template><i>t</i></template>',
    );
    expect(page.elements.map((element) => element.tagName)).toEqual(['p', 'noscript', 'a', 'template', 'i']);
  });

  it('edits the text at the parser’s positions and leaves the rest byte for byte', () => {
    const html =
      '<!doctype html><html><head><link rel=stylesheet href=/a.css /></head><body><p class=x>é</p></body></html>';
    const page = parsePage(html);
    const link = page.elements.find((element) => element.tagName === 'link');
    if (!link) throw new Error('no link');
    expect(applyEdits(html, [insertAttribute(link, 'integrity', 'sha384-x')])).toBe(
      html.replace('<link rel', '<link integrity="sha384-x" rel'),
    );
    expect(applyEdits(html, [])).toBe(html);
  });

  it('refuses overlapping edits instead of writing a broken page', () => {
    expect(() =>
      applyEdits('abcdef', [
        {start: 1, end: 4, text: 'x'},
        {start: 2, end: 3, text: 'y'},
      ]),
    ).toThrow('overlapping');
  });
});

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
});
