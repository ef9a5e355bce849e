// The footer shows a claim (licence, certificate, award, fixed banner) only with a complete source; plain signs
// need none. The licence list is named after what it shows.
import {footerBanners, isBacked} from '@site/src/components/shell/SiteFooter/banners';
import {licenceListName} from '@site/src/components/shell/SiteFooter/listLabel';
import {type ClaimSource, isClaimSource} from '@site/src/data/claimSource';
import {type FooterAward, type FooterBadge, type FooterConfig, footerConfig} from '@site/src/data/footer';

const SOURCE: ClaimSource = {issuer: 'Díjazó', year: 2024, event: 'Az év pókerterme', url: 'https://example.org/2024'};

function badge(label: string, claim: object, locale?: string): FooterBadge {
  const fields = {width: 40, height: 40, label, imgPath: '/x.svg', url: '/', target: '_self' as const};
  return {...fields, ...claim, ...(locale ? {locale} : {})} as FooterBadge;
}

function award(label: string, source: unknown): FooterAward {
  return {width: 68, height: 68, label, imgPath: '/a.svg', source: source as ClaimSource};
}

describe('isClaimSource', () => {
  it('accepts an issuer, a whole year, an event and an https proof', () => {
    expect(isClaimSource(SOURCE)).toBe(true);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'Díjazó 2024'],
    ['an empty issuer', {...SOURCE, issuer: '  '}],
    ['no event', {...SOURCE, event: undefined}],
    ['a year as text', {...SOURCE, year: '2024'}],
    ['a fractional year', {...SOURCE, year: 2024.5}],
    ['an impossible year', {...SOURCE, year: 24}],
    ['an http proof', {...SOURCE, url: 'http://example.org/2024'}],
    ['a relative proof', {...SOURCE, url: '/about-us/'}],
    ['a javascript proof', {...SOURCE, url: 'javascript:alert(1)'}],
  ])('rejects %s', (_name, value) => {
    expect(isClaimSource(value)).toBe(false);
  });
});

describe('isBacked', () => {
  it('passes plain signs without a source, and claims only with one', () => {
    expect(isBacked(badge('18', {kind: 'plain'}))).toBe(true);
    expect(isBacked(badge('RNG', {kind: 'certificate', source: SOURCE}))).toBe(true);
    expect(isBacked(badge('RNG', {kind: 'certificate'}))).toBe(false);
    expect(isBacked(badge('LICENCE', {kind: 'licence', source: {...SOURCE, url: ''}}))).toBe(false);
    // An unknown or missing kind is a claim, never a free pass.
    expect(isBacked(badge('???', {kind: 'trust-mark'}))).toBe(false);
    expect(isBacked(badge('???', {}))).toBe(false);
    expect(isBacked(award('AWARD', SOURCE))).toBe(true);
    expect(isBacked(award('AWARD', undefined))).toBe(false);
  });
});

describe('footerBanners', () => {
  const config: FooterConfig = {
    ...footerConfig,
    footerLicenses: [
      badge('ADULTS', {kind: 'plain'}),
      badge('SECURE_PAYMENTS', {kind: 'certificate'}),
      badge('RNG', {kind: 'certificate', source: SOURCE}),
      badge('ENGLISH_LICENCE', {kind: 'licence', source: SOURCE}, 'en'),
    ],
    footerAwards: [award('ROOM_OF_THE_YEAR', undefined), award('REAL', SOURCE), award('OTHER', {...SOURCE, year: 0})],
    operatorAwardBanner: {
      width: 280,
      height: 70,
      label: 'OPERATOR',
      imgPath: '/o.svg',
      source: {...SOURCE, issuer: ''},
    },
  };

  it('keeps the plain signs and the sourced claims of the locale, and nothing else', () => {
    const shown = footerBanners(config, 'hu');
    expect(shown.licences.map((item) => item.label)).toEqual(['ADULTS', 'RNG']);
    expect(shown.awards.map((item) => item.label)).toEqual(['REAL']);
    expect(shown.operatorAward).toBeNull();
    expect(shown.worldRecord?.label).toBe('FOOTER_WORLD_RECORD');
  });

  it('shows an operator award once it has a source, and none when there is none', () => {
    expect(footerBanners({...config, operatorAwardBanner: null}, 'hu').operatorAward).toBeNull();
    const sourced = {...config, operatorAwardBanner: {...config.operatorAwardBanner!, source: SOURCE}};
    expect(footerBanners(sourced, 'hu').operatorAward?.label).toBe('OPERATOR');
  });

  it('shows on the site today only the plain signs, the partner sites and the sourced world record', () => {
    const shown = footerBanners(footerConfig, 'hu');
    expect(shown.licences.map((item) => item.kind)).toEqual(['plain', 'plain', 'plain']);
    expect(shown.awards).toEqual([]);
    expect(shown.operatorAward).toBeNull();
    expect(shown.worldRecord?.source).toMatchObject({issuer: 'Guinness World Records', year: 2020});
  });
});

describe('licenceListName', () => {
  it('names the list after what it shows', () => {
    const plain = badge('ADULTS', {kind: 'plain'});
    const certificate = badge('RNG', {kind: 'certificate', source: SOURCE});
    const licence = badge('LICENCE', {kind: 'licence', source: SOURCE});
    expect(licenceListName([plain])).toBe('responsibleGaming');
    expect(licenceListName([])).toBe('responsibleGaming');
    expect(licenceListName([plain, certificate])).toBe('certificates');
    expect(licenceListName([licence, plain])).toBe('licences');
    expect(licenceListName([licence, certificate])).toBe('licencesAndCertificates');
  });
});
