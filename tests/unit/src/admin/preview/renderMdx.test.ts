import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

import type {H} from '@site/src/admin/decapApi';
import {splitFrontMatter} from '@site/src/admin/format/frontMatterFile';
import {parseTree} from '@site/src/admin/preview/mdxBody';
import {renderMdx} from '@site/src/admin/preview/renderMdx';
import {fig, figNumber} from '@site/src/lib/format/figureText';

const h = createElement as unknown as H;

/** The preview's HTML for a page text, as Decap's React would draw it. */
function html(body: string): string {
  const parsed = parseTree(body);
  if (!parsed.ok) throw new Error(parsed.reason);
  return renderToStaticMarkup(createElement('div', null, ...(renderMdx(parsed.tree, h) as never[])));
}

const PAGES_DIR = path.resolve(__dirname, '../../../../../i18n/hu/docusaurus-plugin-content-pages');
const PAGES = readdirSync(PAGES_DIR, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.mdx'))
  .sort();

describe("the preview draws a page's text in the site's markup", () => {
  it('draws Markdown as HTML: headings, paragraphs, lists, links, tables', () => {
    const out = html(
      '# Cím\n\nEgy **erős** és *dőlt* [link](/funds/).\n\n- egy\n- kettő\n\n| A | B |\n|:-|-:|\n| 1 | 2 |\n',
    );
    expect(out).toBe(
      '<div><h1>Cím</h1><p>Egy <strong>erős</strong> és <em>dőlt</em> <a href="/funds/">link</a>.</p>' +
        '<ul><li>egy</li><li>kettő</li></ul>' +
        '<table><thead><tr><th style="text-align:left">A</th><th style="text-align:right">B</th></tr></thead>' +
        '<tbody><tr><td style="text-align:left">1</td><td style="text-align:right">2</td></tr></tbody></table></div>',
    );
  });

  it('keeps the paragraphs of a loose list, as the site does', () => {
    expect(html('- egy\n\n- kettő\n')).toBe('<div><ul><li><p>egy</p></li><li><p>kettő</p></li></ul></div>');
  });

  it('shows a component it cannot run as a box labelled with its name, its text inside', () => {
    const out = html(
      '<FaqList items={[{question: "Ki?", answer: "Te."}]} />\n\n<WhenKnown>\nHamarosan.\n</WhenKnown>\n',
    );
    expect(out).toContain('<span class="admin-preview-component__label">Komponens: FaqList</span>');
    expect(out).toMatch(
      /<div class="admin-preview-component" data-component="WhenKnown"[^>]*><span[^>]*>Komponens: WhenKnown<\/span><p>Hamarosan\.<\/p><\/div>/,
    );
    expect(out).not.toContain('items=');
  });

  it('shows a component inside a sentence as a chip, and a figure as its value', () => {
    const out = html(
      'Kapsz <Fig id="welcomeFree" /> bónuszt, <Fig id="welcomeFree" numberOnly />-at, <Card card="As" />.',
    );
    expect(out).toContain(`Kapsz ${fig.welcomeFree} bónuszt, ${figNumber.welcomeFree}-at, `);
    expect(out).toContain('class="admin-preview-component admin-preview-component--inline" data-component="Card"');
  });

  it('shows an expression as its code, and imports, exports and comments as nothing', () => {
    const out = html("import X from '@site/x';\n\nexport const a = 1;\n\nÉrték: {a.b} {/* megjegyzés */}\n");
    expect(out).toBe(
      '<div><p>Érték: <code class="admin-preview-expression" title="A kész oldalon itt egy kiszámolt érték áll.">{a.b}</code> </p></div>',
    );
  });

  it('draws HTML written as JSX with its literal attributes, never a script address', () => {
    const out = html('Forrás: <a href="https://example.com" onClick={x}>példa</a> és [ez](javascript:alert(1)).');
    expect(out).toBe('<div><p>Forrás: <a href="https://example.com">példa</a> és <a>ez</a>.</p></div>');
  });

  it('gives the line and the reason for a text that is not valid MDX', () => {
    const parsed = parseTree('# Cím\n\nSzöveg <FaqList\n');
    expect(parsed).toMatchObject({ok: false, line: expect.any(Number) as number, reason: expect.any(String) as string});
  });

  it.each(PAGES)('%s: every component tag is drawn or labelled, none is shown as code', (page) => {
    const text = readFileSync(path.join(PAGES_DIR, page), 'utf8');
    const body = splitFrontMatter(text)?.body ?? text;
    const out = html(body);
    expect(out).not.toMatch(/&lt;[A-Z]/);
    const names = [...new Set([...body.matchAll(/<([A-Z]\w*)/g)].map((match) => match[1]))].filter((n) => n !== 'Fig');
    for (const name of names) expect(out).toContain(`Komponens: ${name}</span>`);
  });
});
