import {
  AmbassadorFrontMatterError,
  ambassadorNavImage,
  ambassadorPath,
  isIllustration,
  parseAmbassadorFrontMatter,
} from '@site/src/data/ambassador';

describe('parseAmbassadorFrontMatter', () => {
  const facts = {
    profile: 'illustration',
    role: 'A készpénzes asztalok embere',
    formats: ["Texas Hold'em cash", 'Rush & Cash'],
    style: 'TAG',
  };

  it('reads slug, name, profile, role, formats and style from the front matter', () => {
    expect(
      parseAmbassadorFrontMatter({slug: '/ggteam/kovacs-bence/', name: ' Kovács Bence ', ...facts}, 'kovacs-bence'),
    ).toEqual({slug: 'kovacs-bence', name: 'Kovács Bence', ...facts});
  });

  it('accepts a contracted (real) profile', () => {
    const data = {slug: '/ggteam/kovacs-bence/', name: 'Kovács Bence', ...facts, profile: 'contracted'};
    expect(parseAmbassadorFrontMatter(data, 'kovacs-bence').profile).toBe('contracted');
  });

  it.each([
    [{role: ' '}, /„role” mezője kötelező/],
    [{style: undefined}, /„style” mezője kötelező/],
    [{formats: []}, /„formats” mezőjében legalább egy formátum/],
    [{formats: 'Rush & Cash'}, /„formats” mezőjében legalább egy formátum/],
    [{formats: ['Rush & Cash', 3]}, /„formats” mezője kötelező/],
  ])('rejects missing or empty key facts %p', (override, message) => {
    const data = {slug: '/ggteam/kovacs-bence/', name: 'Kovács Bence', ...facts, ...override};
    expect(() => parseAmbassadorFrontMatter(data, 'kovacs-bence')).toThrow(message);
  });

  it.each([[undefined], [null], ['']])(
    'rejects a page without a profile (%p) in Hungarian, naming both values',
    (value) => {
      const data = {slug: '/ggteam/kovacs-bence/', name: 'Kovács Bence', ...facts, profile: value};
      expect(() => parseAmbassadorFrontMatter(data, 'kovacs-bence')).toThrow(
        /^ggteam\/kovacs-bence\.mdx: hiányzik a front matter „profile” mezője; írd be: „profile: illustration” \(kitalált, szemléltető profil\) vagy „profile: contracted”/,
      );
    },
  );

  it.each([['real'], ['Illustration'], [true], [['illustration']]])('rejects an unknown profile %p', (value) => {
    const data = {slug: '/ggteam/kovacs-bence/', name: 'Kovács Bence', ...facts, profile: value};
    expect(() => parseAmbassadorFrontMatter(data, 'kovacs-bence')).toThrow(
      /ggteam\/kovacs-bence\.mdx: a front matter „profile” mezője „.*”, de csak „profile: illustration”.*vagy „profile: contracted”/,
    );
  });

  it('names the broken field, so the writers’ check can point at its line', () => {
    const data = {slug: '/ggteam/kovacs-bence/', name: 'Kovács Bence', ...facts, profile: 'valódi'};
    let caught: unknown;
    try {
      parseAmbassadorFrontMatter(data, 'kovacs-bence');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AmbassadorFrontMatterError);
    expect((caught as AmbassadorFrontMatterError).field).toBe('profile');
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
    expect(() => parseAmbassadorFrontMatter({...facts, ...data}, file)).toThrow(/ggteam\//);
  });

  it('builds the profile path and the 192x192 nav thumbnail name', () => {
    expect(ambassadorPath('varga-lilla')).toBe('/ggteam/varga-lilla/');
    expect(ambassadorNavImage('varga-lilla')).toBe('/img/ggteam/varga-lilla_nav.svg');
  });
});

describe('isIllustration', () => {
  it('labels every profile that is not explicitly contracted', () => {
    expect(isIllustration({profile: 'illustration'})).toBe(true);
    expect(isIllustration({profile: 'contracted'})).toBe(false);
    // Data that skipped validation (a test double, old plugin data) is labelled rather than passed as real.
    expect(isIllustration({} as {profile: 'contracted'})).toBe(true);
  });
});
