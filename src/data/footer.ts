/**
 * The footer's links, badges and banners. Label keys are ids in `i18n/hu/code.json` (checked by
 * `tests/unit/src/data/footer.test.ts`). A banner that claims something (an award, a certificate, a licence, the
 * world record) must name its source: the types require it, and the footer leaves out a claim whose source is
 * not complete.
 */

import type {RegionFlags} from '../../regions/regionConfig';
import {type ClaimSource} from './claimSource';
import {region} from './region';
import {isRegionPage} from './regionPages';
import {worldRecordSource} from './worldRecord';

export type LinkTarget = '_self' | '_blank';

/** `label` is the code.json id of its alt text. */
interface FooterImage {
  width: number;
  height: number;
  label: string;
  imgPath: string;
}

export interface FooterFixedBanner extends FooterImage {
  source: ClaimSource;
}

export interface FooterAward extends FooterFixedBanner {
  url?: string;
  /** shown only when absent or equal to the current locale */
  locale?: string;
}

/** A plain badge claims nothing; a licence or a certificate vouches for the operator, so it names who granted it. */
export type FooterBadge = FooterImage & {url: string; target: LinkTarget; locale?: string} & (
    {kind: 'plain'} | {kind: 'licence' | 'certificate'; source: ClaimSource}
  );

export interface FooterConfig extends RegionFlags {
  /** The icon is chosen by the lowercased label. */
  footerSocials: {label: string; link: string}[];
  /** `langKey` is the heading's code.json id and a link's `key` its label's. */
  footerNavigations: {key: string; langKey: string; children: {key: string; path: string; target: LinkTarget}[]}[];
  footerLicenses: FooterBadge[];
  footerSites: FooterBadge[];
  footerAwards: FooterAward[];
  /** `null` while the operator has no award with a source to show. */
  operatorAwardBanner: FooterFixedBanner | null;
  worldRecordBanner: FooterFixedBanner;
}

const NETWORK_STATUS_URL = 'https://status.ggpoker.com/';

/** The footer shows the region's own header logo, larger: one file for both, already in the cache by the footer. */
export const FOOTER_LOGO_SIZE = {width: 180, height: 48} as const;
export const FOOTER_IGAMING_LOGO = {imgPath: '/img/footer/igaming.svg', width: 80, height: 32} as const;

/** Lowercased social labels that have an icon in `static/img/footer/social/<label>.svg`. */
export const SOCIAL_ICONS = ['facebook', 'instagram', 'x', 'youtube', 'twitch'] as const;

/** A link this region has: another site, or one of its own pages. */
function isPublished(url: string): boolean {
  return url.startsWith('https:') || isRegionPage(url);
}

function link(key: string, path: string, target: LinkTarget = '_self') {
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
  // Only the links the region has (`isPublished`); a group left empty goes.
  footerNavigations: [
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
  ]
    .map((group) => ({...group, children: group.children.filter((child) => isPublished(child.path))}))
    .filter((group) => group.children.length > 0),
  // No licence or certificate with a source yet (no regulator, no RNG certifier, no payment audit is named):
  // only the plain signs that vouch for nothing. A sourced one goes here with its `kind` and `source`.
  footerLicenses: [
    plainBadge('FOOTER_LICENCE_ADULTS', 'licences/adults-only.svg', 40, '/responsible-gaming/'),
    plainBadge('FOOTER_LICENCE_RESPONSIBLE_GAMING', 'licences/responsible-gaming.svg', 98, '/responsible-gaming/'),
    // Player protection, named by its topic, leads to where it is (limits, self-exclusion, help): it claims
    // no certification.
    plainBadge('FOOTER_LICENCE_PLAYER_PROTECTION', 'licences/player-protection.svg', 120, '/responsible-gaming/'),
  ].filter((badge) => isPublished(badge.url)),
  footerSites: [
    plainBadge('FOOTER_SITE_GLOBAL', 'sites/ggpoker-global.svg', 140, 'https://ggpoker.com/'),
    plainBadge('FOOTER_SITE_EUROPE', 'sites/ggpoker-europe.svg', 120, 'https://ggpoker.eu/'),
    // Shared banner list: shown on English-language footers only, not on this Hungarian site.
    plainBadge('FOOTER_SITE_UK', 'sites/ggpoker-uk.svg', 120, 'https://ggpoker.co.uk/', 'en'),
  ],
  // No award with an issuer, a year and a proof yet; a real one goes here with its `source`.
  footerAwards: [],
  operatorAwardBanner: null,
  worldRecordBanner: {
    width: 280,
    height: 120,
    label: 'FOOTER_WORLD_RECORD',
    imgPath: '/img/footer/banners/world-record.svg',
    source: worldRecordSource(),
  },
  ...region.flags,
};
