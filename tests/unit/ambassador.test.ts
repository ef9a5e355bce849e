import {ambassadorNavImage, ambassadorPath, parseAmbassadorFrontMatter} from '@site/src/data/ambassador';

describe('parseAmbassadorFrontMatter', () => {
  const facts = {role: 'A készpénzes asztalok embere', formats: ["Texas Hold'em cash", 'Rush & Cash'], style: 'TAG'};

  it('reads slug, name, role, formats and style from the front matter', () => {
    expect(
      parseAmbassadorFrontMatter({slug: '/ggteam/kovacs-bence/', name: ' Kovács Bence ', ...facts}, 'kovacs-bence'),
    ).toEqual({slug: 'kovacs-bence', name: 'Kovács Bence', ...facts});
  });

  it.each([
    [{role: ' '}, /"role" is required/],
    [{style: undefined}, /"style" is required/],
    [{formats: []}, /"formats" must list at least one format/],
    [{formats: 'Rush & Cash'}, /"formats" must list at least one format/],
    [{formats: ['Rush & Cash', 3]}, /"formats" is required/],
  ])('rejects missing or empty key facts %p', (override, message) => {
    const data = {slug: '/ggteam/kovacs-bence/', name: 'Kovács Bence', ...facts, ...override};
    expect(() => parseAmbassadorFrontMatter(data, 'kovacs-bence')).toThrow(message);
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
