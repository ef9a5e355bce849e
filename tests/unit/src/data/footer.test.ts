import fs from 'node:fs';
import path from 'node:path';

import codeJson from '@site/i18n/hu/code.json';
import {isClaimSource} from '@site/src/data/claimSource';
import {
  FOOTER_IGAMING_LOGO,
  FOOTER_LOGO_SIZE,
  type FooterBadge,
  footerConfig,
  SOCIAL_ICONS,
} from '@site/src/data/footer';
import {regions} from '@site/src/data/regions';
import {awardYear, WORLD_RECORD} from '@site/src/data/worldRecord';
import {allRoutes, routeExists} from '@site/tests/helpers/routes';
import {svgSize as svgSizeOf} from '@site/tests/helpers/svgSize';

/** Sizes of licence and partner-site badges, `WIDTHxHEIGHT`. */
const BADGE_SIZES = ['40x40', '98x40', '42x40', '140x40', '120x40'];
const AWARD_SIZE = '68x68';

const messages = codeJson as Partial<Record<string, {message: string}>>;
/** The link targets the data may use; checked at run time, whatever the type says. */
const TARGETS: readonly string[] = ['_self', '_blank'];
const STATIC = path.resolve(__dirname, '../../../../static');

function isExternal(url: string): boolean {
  return /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/i.test(url);
}

/** The width/height attributes of an SVG file under static/. */
function svgSize(imgPath: string): string | null {
  return svgSizeOf(path.join(STATIC, imgPath));
}

function problemsOfLink(name: string, url: string): string[] {
  if (url.startsWith('/')) return routeExists(url) ? [] : [`${name}: ${url} is not a route`];
  return isExternal(url) ? [] : [`${name}: ${url} is neither a route nor an https URL`];
}

describe('route helper', () => {
  it('finds real routes and rejects others', () => {
    expect(routeExists('/')).toBe(true);
    expect(routeExists('/funds/')).toBe(true);
    expect(routeExists('/terms-conditions/')).toBe(true);
    expect(routeExists('/no-such-page/')).toBe(false);
    expect(routeExists('/../package.json')).toBe(false);
    expect(allRoutes()).toEqual(expect.arrayContaining(['/', '/funds/', '/terms-conditions/']));
  });
});

describe('footer data', () => {
  const groups = footerConfig.footerNavigations;

  it('has the three groups in order, each with a translated heading', () => {
    expect(groups.map((group) => group.key)).toEqual(['SAFETY_SECURITY', 'LEGAL', 'GG_POLICY']);
    for (const group of groups) expect(messages[group.langKey]?.message).toBeTruthy();
  });

  it('every footer link has a key in code.json, a real path and a valid target', () => {
    const problems: string[] = [];
    for (const child of groups.flatMap((group) => group.children)) {
      if (!messages[child.key]?.message) problems.push(`${child.key}: no code.json entry`);
      if (!TARGETS.includes(child.target)) problems.push(`${child.key}: target ${child.target}`);
      problems.push(...problemsOfLink(child.key, child.path));
      if (isExternal(child.path) && child.target !== '_blank')
        problems.push(`${child.key}: external link not in a new tab`);
    }
    expect(problems).toEqual([]);
  });

  it('carries the spec labels, with the network pages and the status page in a new tab', () => {
    const byPath = new Map(groups.flatMap((group) => group.children).map((child) => [child.path, child]));
    for (const route of [
      '/network/security-ecology-policy/',
      '/network/random-number-generator/',
      '/responsible-gaming/',
      '/terms-conditions/',
      '/cookie-policy/',
      '/privacy-policy/',
      '/payment-details-policy/',
      '/withdrawal-policy/',
      '/house-rules/',
      '/contact/',
    ]) {
      expect(byPath.has(route)).toBe(true);
    }
    expect(byPath.get('/network/security-ecology-policy/')?.target).toBe('_blank');
    expect(byPath.get('/network/random-number-generator/')?.target).toBe('_blank');
    const status = groups.flatMap((group) => group.children).find((child) => child.key === 'FOOTER_NETWORK_STATUS');
    expect(status && isExternal(status.path)).toBe(true);
    expect(status?.target).toBe('_blank');
    for (const key of ['FOOTER_LANGUAGE', 'FOOTER_REGIONS']) expect(messages[key]?.message).toBeTruthy();
  });

  it('every social link is https and its lowercased label has an icon file', () => {
    const problems: string[] = [];
    for (const social of footerConfig.footerSocials) {
      if (!social.label.trim()) problems.push('empty label');
      if (!isExternal(social.link)) problems.push(`${social.label}: ${social.link}`);
      const name = social.label.toLowerCase();
      if (!(SOCIAL_ICONS as readonly string[]).includes(name)) problems.push(`${social.label}: no icon`);
      else if (svgSize(`/img/footer/social/${name}.svg`) !== '24x24') problems.push(`${social.label}: icon file`);
    }
    expect(problems).toEqual([]);
  });

  function badgeProblems(name: string, items: FooterBadge[]): string[] {
    const problems: string[] = [];
    for (const item of items) {
      const size = `${item.width}x${item.height}`;
      if (!BADGE_SIZES.includes(size)) problems.push(`${name} ${item.label}: size ${size}`);
      if (!messages[item.label]?.message) problems.push(`${name} ${item.label}: no code.json entry`);
      if (svgSize(item.imgPath) !== size) problems.push(`${name} ${item.label}: image ${item.imgPath} is not ${size}`);
      if (!TARGETS.includes(item.target)) problems.push(`${name} ${item.label}: target`);
      problems.push(...problemsOfLink(`${name} ${item.label}`, item.url));
      if (item.locale !== undefined && !/^[a-z]{2}(-[A-Z]{2})?$/.test(item.locale))
        problems.push(`${name} ${item.label}: locale`);
      if (item.kind !== 'plain' && !isClaimSource(item.source)) problems.push(`${name} ${item.label}: no source`);
    }
    return problems;
  }

  it('licences and partner sites: allowed sizes, labels, images of that size, real links', () => {
    expect(footerConfig.footerLicenses.length).toBeGreaterThan(0);
    expect(footerConfig.footerSites.length).toBeGreaterThan(0);
    expect([
      ...badgeProblems('licence', footerConfig.footerLicenses),
      ...badgeProblems('site', footerConfig.footerSites),
    ]).toEqual([]);
  });

  it('awards: 68x68, labels, images, a complete source, optional real links', () => {
    const problems: string[] = [];
    for (const award of footerConfig.footerAwards) {
      const size = `${award.width}x${award.height}`;
      if (size !== AWARD_SIZE) problems.push(`${award.label}: size ${size}`);
      if (!messages[award.label]?.message) problems.push(`${award.label}: no code.json entry`);
      if (svgSize(award.imgPath) !== size) problems.push(`${award.label}: image`);
      if (!isClaimSource(award.source)) problems.push(`${award.label}: no source`);
      if (award.url !== undefined) problems.push(...problemsOfLink(award.label, award.url));
    }
    expect(problems).toEqual([]);
  });

  it('fixed banners, logo and iGaming logo have the spec sizes and files', () => {
    const {operatorAwardBanner, worldRecordBanner} = footerConfig;
    if (operatorAwardBanner) expect(`${operatorAwardBanner.width}x${operatorAwardBanner.height}`).toBe('280x70');
    expect(`${worldRecordBanner.width}x${worldRecordBanner.height}`).toBe('280x120');
    for (const banner of [operatorAwardBanner, worldRecordBanner]) {
      if (!banner) continue;
      expect(svgSize(banner.imgPath)).toBe(`${banner.width}x${banner.height}`);
      expect(messages[banner.label]?.message).toBeTruthy();
      expect(isClaimSource(banner.source)).toBe(true);
    }
    expect(`${FOOTER_LOGO_SIZE.width}x${FOOTER_LOGO_SIZE.height}`).toBe('180x48');
    expect(svgSize(FOOTER_IGAMING_LOGO.imgPath)).toBe('80x32');
  });

  it('the world-record banner’s source is the record’s own data', () => {
    expect(footerConfig.worldRecordBanner.source).toEqual({
      issuer: WORLD_RECORD.issuer,
      year: awardYear(WORLD_RECORD),
      event: expect.stringContaining(WORLD_RECORD.event.name) as unknown,
      url: WORLD_RECORD.reports[0].url,
    });
  });

  it('the record artwork says what the record is, with its year, and no vague "record holder" title', () => {
    const visibleText = (imgPath: string) => {
      const svg = fs.readFileSync(path.join(STATIC, imgPath), 'utf8');
      return [...svg.matchAll(/<(title|text)[^>]*>([^<]*)</g)].map((match) => match[2]).join(' ');
    };
    const year = String(awardYear(WORLD_RECORD));
    for (const file of ['/img/badge/record-badge.svg', '/img/badge/record-badge-small.svg']) {
      const text = visibleText(file);
      expect(text).not.toMatch(/rekorder|pókerterem/i);
      expect(text).toContain(year);
      expect(text).toMatch(/világrekord/i);
    }
    const banner = visibleText(footerConfig.worldRecordBanner.imgPath);
    expect(banner).not.toMatch(/rekorder|tanúsítvány/i);
    expect(banner).toContain(year);
    expect(banner).toContain(WORLD_RECORD.issuer);
    for (const word of WORLD_RECORD.title.hu.toLowerCase().split(' ')) expect(banner.toLowerCase()).toContain(word);
  });

  it('lists the regions of src/data/regions.ts (about 17, with the spec names)', () => {
    expect(regions.length).toBeGreaterThanOrEqual(14);
    const ids = regions.map((region) => region.id);
    expect(ids).toEqual(expect.arrayContaining(['GGPHU', 'GGPCA']));
  });

  it('has the spec flags: no Ontario iGaming', () => {
    expect(footerConfig.isOntarioIgaming).toBe(false);
    expect(typeof footerConfig.isRequireConvertCanonical).toBe('boolean');
  });
});
