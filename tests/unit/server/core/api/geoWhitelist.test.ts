import {isWhitelisted, normaliseIp, parseGeoWhitelist} from '@site/server/core/api/geoWhitelist';

const visitor = (ip: string | null, country: string | null = null) => ({country, ip});

describe('geo whitelist (ipaddr.js)', () => {
  it('matches IPv4 and IPv6 ranges, and an IPv4-mapped visitor against an IPv4 range', () => {
    const whitelist = parseGeoWhitelist('198.51.100.0/24, 2001:db8:abcd::/48');
    expect(whitelist.ranges).toHaveLength(2);
    expect(isWhitelisted(whitelist, visitor('198.51.100.255'))).toBe(true);
    expect(isWhitelisted(whitelist, visitor('::ffff:198.51.100.9'))).toBe(true);
    expect(isWhitelisted(whitelist, visitor('198.51.101.0'))).toBe(false);
    expect(isWhitelisted(whitelist, visitor('2001:DB8:ABCD:12::1'))).toBe(true);
    expect(isWhitelisted(whitelist, visitor('2001:db8:abce::1'))).toBe(false);
  });

  it('ignores bad entries: prefix too long for the kind, loose IPv4 forms, junk', () => {
    const whitelist = parseGeoWhitelist(
      '10.0.0.0/33, 2001:db8::/129, 10.0.0.0/x, 010.0.0.1, 0x7f.0.0.1, 1.2.3, junk, XX',
    );
    expect(whitelist).toEqual({countries: new Set(), addresses: new Set(), ranges: []});
  });

  it('compares addresses in canonical form', () => {
    const whitelist = parseGeoWhitelist('2001:0DB8:0000::0001');
    expect([...whitelist.addresses]).toEqual(['2001:db8::1']);
    expect(isWhitelisted(whitelist, visitor('2001:db8::1'))).toBe(true);
    expect(normaliseIp(' 2001:db8::1 ')).toBe('2001:db8::1');
  });

  it('never matches a visitor without a valid address unless by country', () => {
    const whitelist = parseGeoWhitelist('0.0.0.0/0, ::/0, AT');
    expect(isWhitelisted(whitelist, visitor('not an ip'))).toBe(false);
    expect(isWhitelisted(whitelist, visitor(null, 'AT'))).toBe(true);
  });
});
