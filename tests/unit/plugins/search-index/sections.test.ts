import {compoundSplitter} from '@site/plugins/search-index/compoundParts';
import {sectionsOfPage} from '@site/plugins/search-index/sections';

const PAGE = `<!doctype html><html lang=hu><head><title>Felelős játék | GGPoker</title></head><body>
<header><nav><a href=/>Főoldal menü</a></nav></header>
<main><article><header><h1>Felelős játék</h1></header>
<p>Bevezető <span class=visually-hidden>csak felolvasva</span>szöveg.</p>
<h2 id=limitek>Limitek<a class=hash-link href=#limitek>#</a></h2><p>Befizetési limit.</p><ul><li>Első</li><li>Második</li></ul>
<div data-search-ignore><p>Kihagyott bekezdés.</p></div>
<h3 id=onkizaras>Önkizárás</h3><p>Végleges.</p>
</article></main>
<footer><p>Lábléc szöveg</p></footer></body></html>`;

describe('search index sections', () => {
  it('cuts the main content at its headings, without menus, footer, screen-reader text or ignored blocks', () => {
    expect(sectionsOfPage(PAGE, '/responsible-gaming/')).toEqual([
      {url: '/responsible-gaming/', title: 'Felelős játék', anchor: '', heading: '', text: 'Bevezető szöveg.'},
      {
        url: '/responsible-gaming/',
        title: 'Felelős játék',
        anchor: 'limitek',
        heading: 'Limitek',
        text: 'Befizetési limit. Első Második',
      },
      {
        url: '/responsible-gaming/',
        title: 'Felelős játék',
        anchor: 'onkizaras',
        heading: 'Önkizárás',
        text: 'Végleges.',
      },
    ]);
  });

  it('a page without <main> has no sections', () => {
    expect(sectionsOfPage('<html><body><p>Nincs</p></body></html>', '/x/')).toEqual([]);
  });

  it('splits a compound into words the site uses on their own', () => {
    const parts = compoundSplitter(['A póker szótár', 'pókerszótár', 'eszközöket'], 'hu');
    expect(parts('pókerszótárban')).toBe('póker szótárban');
    expect(parts('eszközöket')).toBe('');
  });
});
