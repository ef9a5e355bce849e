import {carriedQuery, MAX_CARRIED_QUERY_CHARS, ontarioTargetUrl} from '@site/src/lib/ontarioRedirect';

const regionDomains = {GGPCA: 'https://www.ggpoker.ca'};

describe('Ontario target', () => {
  it('goes to the Canadian site root with every query parameter', () => {
    expect(ontarioTargetUrl({regionDomains, search: '?utm_source=x&btag=a%20b&b=1'})).toBe(
      'https://www.ggpoker.ca/?utm_source=x&btag=a+b&b=1',
    );
    expect(ontarioTargetUrl({regionDomains, search: ''})).toBe('https://www.ggpoker.ca/');
  });

  it('keeps repeated parameters and encodes hostile values', () => {
    const target = ontarioTargetUrl({regionDomains, search: '?a=1&a=2&x=%22%3E%3Cscript%3E&y=//evil.example&@evil=1'});
    expect(target).toBe('https://www.ggpoker.ca/?a=1&a=2&x=%22%3E%3Cscript%3E&y=%2F%2Fevil.example&%40evil=1');
    expect(new URL(target!).host).toBe('www.ggpoker.ca');
  });

  it('never takes the host from the query (no open redirect)', () => {
    for (const search of [
      '?url=https://evil.example',
      '?host=evil.example',
      '?@evil.example',
      '?#//evil.example',
      '?redirect=javascript:alert(1)',
    ]) {
      const target = ontarioTargetUrl({regionDomains, search})!;
      expect(new URL(target).origin).toBe('https://www.ggpoker.ca');
      expect(new URL(target).pathname).toBe('/');
    }
  });

  it('uses only the origin of the configured host', () => {
    expect(ontarioTargetUrl({regionDomains: {GGPCA: 'https://www.ggpoker.ca/some/path?q=1'}, search: '?a=1'})).toBe(
      'https://www.ggpoker.ca/?a=1',
    );
  });

  it.each([
    ['missing', {}],
    ['a javascript: host', {GGPCA: 'javascript:alert(1)'}],
    ['a relative host', {GGPCA: '/ca'}],
    ['a host with credentials', {GGPCA: 'https://a:b@evil.example'}],
    ['an inherited key', Object.create({GGPCA: 'https://evil.example'}) as Record<string, string>],
  ])('has no target when the host is %s', (_name, domains) => {
    expect(ontarioTargetUrl({regionDomains: domains, search: '?a=1'})).toBeNull();
  });

  it('caps the carried query', () => {
    const long = Array.from({length: 400}, (_, i) => `p${i}=${'v'.repeat(10)}`).join('&');
    const carried = carriedQuery(`?${long}`);
    expect(carried.length).toBeLessThanOrEqual(MAX_CARRIED_QUERY_CHARS);
    expect(carried.startsWith('p0=')).toBe(true);
  });
});
