/**
 * The `/api/geo` whitelist (`GEO_WHITELIST`: comma-separated country codes, IP addresses and CIDR ranges). Only
 * strict forms are accepted (IPv4 as four decimal parts without leading zeros); invalid entries are ignored.
 */
import ipaddr from 'ipaddr.js';

import {normaliseCountryCode} from '../../../src/lib/geolocation';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

export interface GeoWhitelist {
  countries: ReadonlySet<string>;
  /** canonical text of each address (`normaliseIp`) */
  addresses: ReadonlySet<string>;
  ranges: readonly [Address, number][];
}

export const EMPTY_WHITELIST: GeoWhitelist = {countries: new Set(), addresses: new Set(), ranges: []};

/** Most entries read from one whitelist text. */
const MAX_ENTRIES = 1000;

/** The address in its canonical form (an IPv4-mapped IPv6 address as IPv4), or null. */
function parseAddress(raw: string): Address | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(raw)) return ipaddr.IPv4.parse(raw);
  if (!ipaddr.IPv6.isValid(raw)) return null;
  const v6 = ipaddr.IPv6.parse(raw);
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
}

/** A canonical textual IP (IPv4 dotted, IPv6 compressed lower case, IPv4-mapped IPv6 as IPv4), else null. */
export function normaliseIp(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  return parseAddress(raw.trim())?.toString() ?? null;
}

function parseRange(entry: string): [Address, number] | null {
  const [address = '', bits = ''] = entry.split('/');
  if (!/^\d{1,3}$/.test(bits)) return null;
  const base = parseAddress(address);
  if (!base) return null;
  try {
    // parseCIDR checks the prefix length for the address kind (≤ 32 for IPv4, ≤ 128 for IPv6).
    return ipaddr.parseCIDR(`${base.toString()}/${bits}`);
  } catch {
    return null;
  }
}

export function parseGeoWhitelist(raw: string | undefined): GeoWhitelist {
  if (!raw) return EMPTY_WHITELIST;
  const countries = new Set<string>();
  const addresses = new Set<string>();
  const ranges: [Address, number][] = [];
  const entries = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, MAX_ENTRIES);
  for (const entry of entries) {
    const country = /^[A-Za-z]{2}$/.test(entry) ? normaliseCountryCode(entry.toUpperCase()) : null;
    if (country) {
      countries.add(country);
    } else if (entry.includes('/')) {
      const range = parseRange(entry);
      if (range) ranges.push(range);
    } else {
      const ip = normaliseIp(entry);
      if (ip) addresses.add(ip);
    }
  }
  return {countries, addresses, ranges};
}

export function isWhitelisted(whitelist: GeoWhitelist, visitor: {country: string | null; ip: string | null}): boolean {
  if (visitor.country && whitelist.countries.has(visitor.country)) return true;
  const address = visitor.ip ? parseAddress(visitor.ip) : null;
  if (!address) return false;
  if (whitelist.addresses.has(address.toString())) return true;
  return whitelist.ranges.some(([base, bits]) => base.kind() === address.kind() && address.match(base, bits));
}
