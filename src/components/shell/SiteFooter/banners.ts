/**
 * The one place the footer picks its banners: for the current locale, and without any claim that lacks a
 * complete source. A licence, certificate, award or fixed banner with a missing or broken `source` is left
 * out, whatever its data says; plain badges (18+, links) need none.
 */
import {isClaimSource} from '@site/src/data/claimSource';
import type {FooterAward, FooterBadge, FooterConfig, FooterFixedBanner} from '@site/src/data/footer';

import {visibleForLocale} from './filters';

export interface FooterBanners {
  licences: FooterBadge[];
  sites: FooterBadge[];
  awards: FooterAward[];
  operatorAward: FooterFixedBanner | null;
  worldRecord: FooterFixedBanner | null;
}

/** A badge is shown when it claims nothing, or when its claim names a complete source. */
export function isBacked(item: FooterBadge | FooterAward | FooterFixedBanner): boolean {
  // Checked by value, not by type: anything but an explicit plain badge counts as a claim.
  if ('kind' in item && item.kind === 'plain') return true;
  return isClaimSource((item as {source?: unknown}).source);
}

function backed<T extends FooterBadge | FooterAward>(items: readonly T[], locale: string): T[] {
  return visibleForLocale(items, locale).filter(isBacked);
}

function backedBanner(banner: FooterFixedBanner | null): FooterFixedBanner | null {
  return banner && isBacked(banner) ? banner : null;
}

export function footerBanners(config: FooterConfig, locale: string): FooterBanners {
  return {
    licences: backed(config.footerLicenses, locale),
    sites: backed(config.footerSites, locale),
    awards: backed(config.footerAwards, locale),
    operatorAward: backedBanner(config.operatorAwardBanner),
    worldRecord: backedBanner(config.worldRecordBanner),
  };
}
