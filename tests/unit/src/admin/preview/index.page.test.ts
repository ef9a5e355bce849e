import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

import type {H} from '@site/src/admin/decapApi';
import {pagePreview} from '@site/src/admin/preview';

const PagePreview = pagePreview(createElement as unknown as H);

/** The preview of a page whose form holds these values (Decap hands the entry as an Immutable.js map). */
function preview(data: Record<string, string>): string {
  const entry = {getIn: ([, field]: string[]) => data[field]};
  return renderToStaticMarkup(PagePreview({entry}) as never);
}

describe('the page preview', () => {
  it("shows the title and description as a search result, above the page's own heading and text", () => {
    const out = preview({title: 'Rólunk – GGPoker', description: 'Kik vagyunk.', body: '\n# Rólunk\n\nSzöveg.\n'});
    expect(out).toContain('<p class="admin-preview-meta__title">Rólunk – GGPoker</p>');
    expect(out).toContain('<p class="admin-preview-meta__description">Kik vagyunk.</p>');
    expect(out).toContain('<article><h1>Rólunk</h1><p>Szöveg.</p></article>');
    expect(out).toContain('<main class="container container--fluid margin-vert--lg">');
  });

  it('makes the title the heading of a page whose text has none', () => {
    expect(preview({title: 'Új oldal', body: 'Csak szöveg.\n'})).toContain(
      '<article><h1>Új oldal</h1><p>Csak szöveg.</p>',
    );
  });

  it('says where the text is not valid MDX, in Hungarian, instead of the page', () => {
    const out = preview({title: 'Hibás', body: 'Első sor.\n\n<FaqList\n'});
    expect(out).toContain('role="alert"');
    expect(out).toContain(
      'Az oldal szövege nem érvényes MDX (az oldal szövegének 4. sora, 1. oszlop): a szöveg egy félbehagyott címkével ér véget.',
    );
    expect(out).toContain('Zárd le a címkét');
    expect(out).not.toMatch(/Unexpected|expected|end of file/);
  });

  it('names the place of an unclosed tag that the parser gives only inside its reason', () => {
    const out = preview({title: 'Hibás', body: 'Bevezető.\n\n<Fact>\n\nszöveg\n'});
    expect(out).toContain('(az oldal szövegének 3. sora, 1. oszlop): lezáratlan &lt;Fact&gt; címke.');
  });
});
