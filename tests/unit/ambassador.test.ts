import {parseAmbassadorFrontMatter, ambassadorPath, ambassadorNavImage} from '@site/src/data/ambassador';

describe('parseAmbassadorFrontMatter', () => {
  it('reads slug and name from the front matter', () => {
    expect(parseAmbassadorFrontMatter({slug: '/ggteam/kovacs-bence/', name: ' Kovács Bence '}, 'kovacs-bence')).toEqual({
      slug: 'kovacs-bence',
      name: 'Kovács Bence',
    });
  });

  it.each([
    [{name: 'X'}, 'a'],
    [{slug: 'kovacs-bence', name: 'X'}, 'kovacs-bence'],
    [{slug: '/ggteam/Kovacs/', name: 'X'}, 'Kovacs'],
    [{slug: '/ggteam/a/b/', name: 'X'}, 'a'],
    [{slug: '/ggteam/javascript:alert(1)/', name: 'X'}, 'x'],
    [{slug: '/ggteam/other/', name: 'X'}, 'kovacs-bence'],
    [{slug: '/ggteam/kovacs-bence/'}, 'kovacs-bence'],
    [{slug: '/ggteam/kovacs-bence/', name: '  '}, 'kovacs-bence'],
  ])('rejects %p in %p.mdx', (data, file) => {
    expect(() => parseAmbassadorFrontMatter(data, file)).toThrow(/ggteam\//);
  });

  it('builds the profile path and the 192x192 nav thumbnail name', () => {
    expect(ambassadorPath('varga-lilla')).toBe('/ggteam/varga-lilla/');
    expect(ambassadorNavImage('varga-lilla')).toBe('/img/ggteam/varga-lilla_nav.svg');
  });
});
