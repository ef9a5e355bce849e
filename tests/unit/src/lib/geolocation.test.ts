import {
  findGeolocationRule,
  isDownloadBlocked,
  isDownloadPath,
  isPokerSchoolPath,
  normaliseCountryCode,
  normaliseRegionCode,
  parseGeoResponse,
  ruleKeyFor,
  shouldShowWarningModal,
  sitePathOf,
  visitorModalFor,
  type WarningModalInput,
} from '@site/src/lib/geolocation';

describe('country and region validators', () => {
  it.each(['HU', 'CA', 'US'])('accepts %p', (code) => expect(normaliseCountryCode(code)).toBe(code));
  it.each(['hu', 'Hu', 'HUN', 'H', '', ' HU', 'HU ', 'T1', 'XX', 'H\u0000', 'ÁÉ', '<s', null, undefined, 36, {}])(
    'rejects country %p',
    (code) => expect(normaliseCountryCode(code)).toBeNull(),
  );
  it.each([
    ['ON', 'ON'],
    ['bu', 'BU'],
    ['1', '1'],
    ['A1B', 'A1B'],
  ])('accepts region %p', (code, expected) => expect(normaliseRegionCode(code)).toBe(expected));
  it.each(['', 'ABCD', 'O N', 'ON;', '<b>', 'é', null, 12])('rejects region %p', (code) =>
    expect(normaliseRegionCode(code)).toBeNull(),
  );
});

describe('parseGeoResponse', () => {
  it('reads a valid answer', () => {
    expect(parseGeoResponse({country: 'CA', region: 'ON', whitelisted: false})).toEqual({
      country: 'CA',
      region: 'ON',
      whitelisted: false,
    });
    expect(parseGeoResponse({country: null, region: null, whitelisted: true})).toEqual({
      country: null,
      region: null,
      whitelisted: true,
    });
  });

  it('drops a region without a country', () => {
    expect(parseGeoResponse({country: null, region: 'ON'})).toEqual({country: null, region: null, whitelisted: false});
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['an array', ['HU']],
    ['a string', 'HU'],
    ['a bad country', {country: '<script>', region: null, whitelisted: false}],
    ['a lower-case country', {country: 'hu', region: null, whitelisted: false}],
    ['a bad region', {country: 'CA', region: 'ONTARIO', whitelisted: false}],
    ['a string whitelisted', {country: 'HU', region: null, whitelisted: 'true'}],
  ])('rejects %s', (_name, value) => expect(parseGeoResponse(value)).toBeNull());
});

describe('rules', () => {
  const rules = {
    US: {ruleType: 'BLOCKED' as const},
    CA: {ruleType: 'WARNING' as const},
    CAON: {ruleType: 'BLOCKED' as const},
  };

  it('uses CAON for Ontario and the country elsewhere', () => {
    expect(ruleKeyFor({country: 'CA', region: 'ON'})).toBe('CAON');
    expect(ruleKeyFor({country: 'CA', region: 'QC'})).toBe('CA');
    expect(ruleKeyFor({country: null, region: 'ON'})).toBeNull();
    expect(findGeolocationRule(rules, {country: 'CA', region: 'ON'})).toEqual({ruleType: 'BLOCKED'});
    expect(findGeolocationRule(rules, {country: 'CA', region: 'QC'})).toEqual({ruleType: 'WARNING'});
    expect(findGeolocationRule({CA: {ruleType: 'WARNING'}}, {country: 'CA', region: 'ON'})).toEqual({
      ruleType: 'WARNING',
    });
    expect(findGeolocationRule(rules, {country: 'HU', region: null})).toBeNull();
    expect(findGeolocationRule(rules, {country: null, region: null})).toBeNull();
  });

  it('never reads inherited properties', () => {
    expect(findGeolocationRule({}, {country: 'TO', region: null})).toBeNull();
    expect(findGeolocationRule(rules, {country: 'CO', region: 'NSTRUCTOR'})).toBeNull();
  });
});

describe('paths', () => {
  it('removes the base URL', () => {
    expect(sitePathOf('/preview/x/download/', '/preview/x/')).toBe('/download/');
    expect(sitePathOf('/preview/x', '/preview/x/')).toBe('/');
    expect(sitePathOf('/download/', '/')).toBe('/download/');
  });
  it.each(['/download/', '/download', '/hu/download/'])('%p is the download page', (p) =>
    expect(isDownloadPath(p)).toBe(true),
  );
  it.each(['/downloads/', '/download/x/', '/x/download/', '/DOWNLOAD/'])('%p is not', (p) =>
    expect(isDownloadPath(p)).toBe(false),
  );
  it.each(['/poker-school/', '/poker-school', '/poker-school/poker-terms/', '/hu/poker-school/'])(
    '%p is poker school',
    (p) => expect(isPokerSchoolPath(p)).toBe(true),
  );
  it.each(['/poker-schools/', '/funds/', '/x/poker-school/'])('%p is not poker school', (p) =>
    expect(isPokerSchoolPath(p)).toBe(false),
  );
});

describe('region warning modal', () => {
  const base: WarningModalInput = {
    rule: {ruleType: 'WARNING'},
    closeRM: false,
    search: '',
    userAgent: 'Mozilla/5.0 Chrome/140',
    whitelisted: false,
    path: '/',
  };

  it('opens on home and download for a WARNING country', () => {
    expect(shouldShowWarningModal(base)).toBe(true);
    expect(shouldShowWarningModal({...base, path: '/hu/'})).toBe(true);
    expect(shouldShowWarningModal({...base, path: '/download/'})).toBe(true);
  });

  it.each<[string, Partial<WarningModalInput>]>([
    ['no rule', {rule: null}],
    ['a BLOCKED rule', {rule: {ruleType: 'BLOCKED'}}],
    ['closeRM', {closeRM: true}],
    ['is_Lighthouse in the query', {search: '?is_Lighthouse=1'}],
    ['is_lighthouse in another case', {search: '?a=b&IS_LIGHTHOUSE'}],
    ['a lighthouse user agent', {userAgent: 'Mozilla/5.0 Chrome-Lighthouse'}],
    ['a whitelisted visitor', {whitelisted: true}],
    ['another page', {path: '/about-us/'}],
    ['a deeper page', {path: '/download/x/'}],
  ])('stays closed with %s', (_name, change) => expect(shouldShowWarningModal({...base, ...change})).toBe(false));

  it('is not fooled by a malformed query', () => {
    expect(shouldShowWarningModal({...base, search: '?%E0%A4%A'})).toBe(true);
  });
});

describe('Ontario modal', () => {
  // No rule, so the warning never shows: the answer is the Ontario modal's alone.
  const ontario = (siteRegionId: string, geo: {country: string; region: string}, closeRM = false) =>
    visitorModalFor({siteRegionId, geo, closeRM, rule: null, search: '', userAgent: '', whitelisted: false, path: '/'});
  it('shows inside Ontario on any region but GGPCA unless closeRM', () => {
    expect(ontario('GGPHU', {country: 'CA', region: 'ON'})).toBe('ontario');
    expect(ontario('GGPCA', {country: 'CA', region: 'ON'})).toBeNull();
    expect(ontario('GGPHU', {country: 'CA', region: 'ON'}, true)).toBeNull();
    expect(ontario('GGPHU', {country: 'CA', region: 'QC'})).toBeNull();
    expect(ontario('GGPHU', {country: 'US', region: 'ON'})).toBeNull();
  });
});

describe('download blocked', () => {
  const blocked = {ruleType: 'BLOCKED' as const};
  it.each(['/funds/', '/about-us/', '/poker-games/omaha/'])('blocks on %p', (p) =>
    expect(isDownloadBlocked(blocked, p)).toBe(true),
  );
  it.each(['/', '/hu/', '/download/', '/poker-school/', '/poker-school/poker-terms/'])('allows on %p', (p) =>
    expect(isDownloadBlocked(blocked, p)).toBe(false),
  );
  it('needs a BLOCKED rule', () => {
    expect(isDownloadBlocked({ruleType: 'WARNING'}, '/funds/')).toBe(false);
    expect(isDownloadBlocked(null, '/funds/')).toBe(false);
  });
});

describe('visitorModalFor', () => {
  const input = {
    siteRegionId: 'GGPHU',
    geo: {country: 'CA', region: 'ON'},
    rule: {ruleType: 'WARNING' as const},
    closeRM: false,
    search: '',
    userAgent: '',
    whitelisted: false,
    path: '/',
  };
  it('prefers the Ontario modal and never stacks the two', () => {
    expect(visitorModalFor(input)).toBe('ontario');
    expect(visitorModalFor({...input, geo: {country: 'CA', region: 'QC'}})).toBe('warning');
    expect(visitorModalFor({...input, geo: {country: 'CA', region: 'QC'}, path: '/funds/'})).toBeNull();
    expect(visitorModalFor({...input, closeRM: true})).toBeNull();
  });
});
