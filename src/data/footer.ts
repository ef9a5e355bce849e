/**
 * Site config for the footer: link groups, socials, licences, partner badges, awards and their image sizes.
 * Label keys (`key`, `langKey`, banner `label`) are ids in `i18n/hu/code.json`; internal paths are
 * routes of this site. `tests/unit/footerData.test.ts` checks both, and every image and its size.
 * Artwork: our own SVGs in `static/img/footer/`.
 *
 * A banner that claims something (an award, a certificate, a licence, the world record) must name its source
 * (`ClaimSource`): the types require it, and the footer leaves out any claim whose source is not complete.
 */

import {type ClaimSource} from './claimSource';
import {region} from './region';
import {isRegionPage} from './regionPages';
import {worldRecordSource} from './worldRecord';

export type LinkTarget = '_self' | '_blank';

/** Footer link: `key` is the label's code.json id. */
export interface FooterLink {
  key: string;
  /** a route of this site (`/x/y/`) or an absolute https URL */
  path: string;
  target: LinkTarget;
}

export type FooterGroupKey = 'SAFETY_SECURITY' | 'LEGAL' | 'GG_POLICY';

export interface FooterNavigation {
  key: FooterGroupKey;
  /** code.json id of the group heading */
  langKey: string;
  children: FooterLink[];
}

/** Social link: the icon is chosen by the lowercased label. */
export interface FooterSocial {
  label: string;
  link: string;
}

/**
 * What a badge tells the visitor. A plain badge claims nothing (18+, a link to the responsible-gaming page, a
 * partner site); a licence or a certificate vouches for the operator, so it names who granted it.
 */
export type BadgeClaim = {kind: 'plain'} | {kind: 'licence' | 'certificate'; source: ClaimSource};

/** Licence or badge; footer banners also have an optional locale. */
export type FooterBadge = FooterBadgeFields & BadgeClaim;

/** An image of the footer: its size, the code.json id of its alt text, its path. */
interface FooterImage {
  width: number;
  height: number;
  label: string;
  imgPath: string;
}

interface FooterBadgeFields extends FooterImage {
  url: string;
  target: LinkTarget;
  /** shown only when absent or equal to the current locale */
  locale?: string;
}

/** Award: always a claim, so always with its source (issuer, year, event, proof); linked only when it has a URL. */
export interface FooterAward extends FooterImage {
  url?: string;
  locale?: string;
  source: ClaimSource;
}

/** A fixed banner of the footer (operator award, world record): a claim, so with its source. */
export interface FooterFixedBanner extends FooterImage {
  source: ClaimSource;
}

export interface FooterConfig {
  footerSocials: FooterSocial[];
  footerNavigations: FooterNavigation[];
  footerLicenses: FooterBadge[];
  footerSites: FooterBadge[];
  footerAwards: FooterAward[];
  /** `null` while the operator has no award with a source to show. */
  operatorAwardBanner: FooterFixedBanner | null;
  worldRecordBanner: FooterFixedBanner;
  isOntarioIgaming: boolean;
  isRequireConvertCanonical: boolean;
}

/** External page showing the poker network's service status (opens in a new tab). */
const NETWORK_STATUS_URL = 'https://status.ggpoker.com/';

export const FOOTER_LOGO = {imgPath: '/img/footer/logo.svg', width: 180, height: 48} as const;
export const FOOTER_IGAMING_LOGO = {imgPath: '/img/footer/igaming.svg', width: 80, height: 32} as const;

/** Lowercased social labels that have an icon in `static/img/footer/social/<label>.svg`. */
export const SOCIAL_ICONS = ['facebook', 'instagram', 'x', 'youtube', 'twitch'] as const;

/** The groups with only the links to pages the region publishes (and external ones); an empty group goes. */
function withPublishedLinks(groups: FooterNavigation[]): FooterNavigation[] {
  return groups
    .map((group) => ({
      ...group,
      children: group.children.filter((child) => child.path.startsWith('https:') || isRegionPage(child.path)),
    }))
    .filter((group) => group.children.length > 0);
}

/** The badges whose link leads somewhere this region has: another site, or one of its own pages. */
function withPublishedTargets(badges: FooterBadge[]): FooterBadge[] {
  return badges.filter((badge) => badge.url.startsWith('https:') || isRegionPage(badge.url));
}

function link(key: string, path: string, target: LinkTarget = '_self'): FooterLink {
  return {key, path, target};
}

/** A badge that claims nothing, 40 px high (`/img/footer/<image>`); another site opens in a new tab. */
function plainBadge(label: string, image: string, width: number, url: string, locale?: string): FooterBadge {
  const target = url.startsWith('https:') ? '_blank' : '_self';
  return {
    kind: 'plain',
    width,
    height: 40,
    label,
    imgPath: `/img/footer/${image}`,
    url,
    target,
    ...(locale && {locale}),
  };
}

export const footerConfig: FooterConfig = {
  footerSocials: [
    {label: 'Facebook', link: 'https://www.facebook.com/GGPoker'},
    {label: 'Instagram', link: 'https://www.instagram.com/ggpoker/'},
    {label: 'X', link: 'https://x.com/GGPoker'},
    {label: 'YouTube', link: 'https://www.youtube.com/@GGPoker'},
    {label: 'Twitch', link: 'https://www.twitch.tv/ggpoker'},
  ],
  footerNavigations: withPublishedLinks([
    {
      key: 'SAFETY_SECURITY',
      langKey: 'FOOTER_GROUP_SAFETY_SECURITY',
      children: [
        link('FOOTER_SAFETY_SECURITY', '/network/security-ecology-policy/', '_blank'),
        link('FOOTER_RNG', '/network/random-number-generator/', '_blank'),
        // The only link to the channeling page, which the sitemap lists beside the other network pages.
        link('FOOTER_CHANNELING', '/network/channeling-solution/', '_blank'),
        link('FOOTER_RESPONSIBLE_GAMING', '/responsible-gaming/'),
        link('FOOTER_NETWORK_STATUS', NETWORK_STATUS_URL, '_blank'),
      ],
    },
    {
      key: 'LEGAL',
      langKey: 'FOOTER_GROUP_LEGAL',
      children: [
        link('FOOTER_TERMS', '/terms-conditions/'),
        link('FOOTER_COOKIE_POLICY', '/cookie-policy/'),
        link('FOOTER_PRIVACY_POLICY', '/privacy-policy/'),
        link('FOOTER_PAYMENT_DETAILS_POLICY', '/payment-details-policy/'),
        link('FOOTER_WITHDRAWAL_POLICY', '/withdrawal-policy/'),
      ],
    },
    {
      key: 'GG_POLICY',
      langKey: 'FOOTER_GROUP_GG_POLICY',
      children: [link('FOOTER_HOUSE_RULES', '/house-rules/'), link('FOOTER_CONTACT_US', '/contact/')],
    },
  ]),
  // No licence or certificate with a source yet (no regulator, no RNG certifier, no payment audit is named):
  // only the plain signs that vouch for nothing. A sourced one goes here with its `kind` and `source`.
  footerLicenses: withPublishedTargets([
    plainBadge('FOOTER_LICENCE_ADULTS', 'licences/adults-only.svg', 40, '/responsible-gaming/'),
    plainBadge('FOOTER_LICENCE_RESPONSIBLE_GAMING', 'licences/responsible-gaming.svg', 98, '/responsible-gaming/'),
    // Player protection, named by its topic, leads to where it is (limits, self-exclusion, help): it claims
    // no certification.
    plainBadge('FOOTER_LICENCE_PLAYER_PROTECTION', 'licences/player-protection.svg', 120, '/responsible-gaming/'),
  ]),
  footerSites: [
    plainBadge('FOOTER_SITE_GLOBAL', 'sites/ggpoker-global.svg', 140, 'https://ggpoker.com/'),
    plainBadge('FOOTER_SITE_EUROPE', 'sites/ggpoker-europe.svg', 120, 'https://ggpoker.eu/'),
    // Shared banner list: shown on English-language footers only, not on this Hungarian site.
    plainBadge('FOOTER_SITE_UK', 'sites/ggpoker-uk.svg', 120, 'https://ggpoker.co.uk/', 'en'),
  ],
  // No award with an issuer, a year and a proof yet. A real one goes here with its `source`, e.g.
  // {width: 68, height: 68, label: 'FOOTER_AWARD_…', imgPath: '/img/footer/awards/….svg', source: {issuer, year, event, url}}.
  footerAwards: [],
  operatorAwardBanner: null,
  worldRecordBanner: {
    width: 280,
    height: 120,
    label: 'FOOTER_WORLD_RECORD',
    imgPath: '/img/footer/banners/world-record.svg',
    source: worldRecordSource(),
  },
  // The site flags are the region's (regions/<ID>/region.ts).
  ...region.flags,
};
