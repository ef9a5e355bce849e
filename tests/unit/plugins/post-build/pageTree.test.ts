import {applyEdits, attr, insertAttribute, parsePage, tokens} from '@site/plugins/post-build/pageTree';

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
