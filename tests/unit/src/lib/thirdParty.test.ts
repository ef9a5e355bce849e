import {
  DEFAULT_DENIED_CONSENT,
  isRealPathChange,
  planThirdParty,
  type ThirdPartyPlanInput,
} from '@site/src/lib/thirdParty';

const ids = {consentManagerId: '0190-abc', tagManagerId: 'GTM-ABC12', analyticsWriteKey: 'Key123'};
const base: ThirdPartyPlanInput = {ids, gdprCountries: ['HU', 'DE'], country: 'HU', region: 'BU', search: ''};

const kinds = (input: ThirdPartyPlanInput): string[] => planThirdParty(input).map((step) => step.kind);

describe('third-party scripts', () => {
  it('loads everything in order, the default-denied consent signal first', () => {
    expect(kinds(base)).toEqual([
      'consent-default',
      'consent-manager',
      'analytics',
      'tag-manager',
      'data-layer-location',
    ]);
    const [first] = planThirdParty(base);
    expect(first).toEqual({kind: 'consent-default', consent: DEFAULT_DENIED_CONSENT});
    expect(DEFAULT_DENIED_CONSENT.ad_storage).toBe('denied');
    expect(DEFAULT_DENIED_CONSENT.analytics_storage).toBe('denied');
  });

  it('builds the script URLs on the fixed hosts', () => {
    const steps = planThirdParty(base);
    expect(steps).toContainEqual({
      kind: 'consent-manager',
      src: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js',
      domainScript: '0190-abc',
    });
    expect(steps).toContainEqual({
      kind: 'analytics',
      src: 'https://cdn.segment.com/analytics.js/v1/Key123/analytics.min.js',
      writeKey: 'Key123',
    });
    expect(steps).toContainEqual({
      kind: 'tag-manager',
      src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC12',
      noscriptFrameSrc: 'https://www.googletagmanager.com/ns.html?id=GTM-ABC12',
      containerId: 'GTM-ABC12',
    });
    expect(steps).toContainEqual({kind: 'data-layer-location', data: {event: 'location', country: 'HU', region: 'BU'}});
  });

  it('loads nothing without ids', () => {
    expect(planThirdParty({...base, ids: {consentManagerId: '', tagManagerId: '', analyticsWriteKey: ''}})).toEqual([]);
  });

  it('refuses ids that could escape their URL', () => {
    expect(
      kinds({...base, ids: {consentManagerId: 'a"><script>', tagManagerId: 'GTM-1&x=<', analyticsWriteKey: '../../x'}}),
    ).toEqual([]);
  });

  it('loads the consent manager only for a GDPR country', () => {
    expect(kinds({...base, country: 'US'})).not.toContain('consent-manager');
    expect(kinds({...base, country: null})).not.toContain('consent-manager');
    expect(kinds({...base, country: 'DE'})).toContain('consent-manager');
  });

  it('clean suppresses the consent manager only', () => {
    expect(kinds({...base, search: '?clean'})).toEqual([
      'consent-default',
      'analytics',
      'tag-manager',
      'data-layer-location',
    ]);
  });

  it('lighthouse suppresses analytics and the tag manager', () => {
    expect(kinds({...base, search: '?lighthouse=1'})).toEqual(['consent-default', 'consent-manager']);
    expect(kinds({...base, search: '?lighthouse&clean'})).toEqual([]);
  });

  it('counts real path changes only', () => {
    expect(isRealPathChange(null, '/')).toBe(false);
    expect(isRealPathChange(undefined, '/')).toBe(false);
    expect(isRealPathChange('/', '/')).toBe(false);
    expect(isRealPathChange('/', '/funds/')).toBe(true);
  });
});
