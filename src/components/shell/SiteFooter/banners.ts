/**
 * The one place the footer picks its banners: for the current locale, and without any claim that lacks a
 * complete source. A licence, certificate, award or fixed banner with a missing or broken `source` is left
 * out, whatever its data says; plain badges (18+, links) need none. Also what the licence list is called and
 * which social links have an icon.
 */
import {isClaimSource} from '@site/src/data/claimSource';
import type {FooterAward, FooterBadge, FooterConfig, FooterFixedBanner} from '@site/src/data/footer';

/** A badge is shown when it claims nothing, or when its claim names a complete source. */
export function isBacked(item: FooterBadge | FooterAward | FooterFixedBanner): boolean {
  // Checked by value, not by type: anything but an explicit plain badge counts as a claim.
  if ('kind' in item && item.kind === 'plain') return true;
  return isClaimSource((item as {source?: unknown}).source);
}

/** Shown when it has no locale or its locale is the current one, and backed. */
function backed<T extends FooterBadge | FooterAward>(items: readonly T[], locale: string): T[] {
  return items.filter((item) => (item.locale === undefined || item.locale === locale) && isBacked(item));
}

function backedBanner(banner: FooterFixedBanner | null): FooterFixedBanner | null {
  return banner && isBacked(banner) ? banner : null;
}

export function footerBanners(config: FooterConfig, locale: string) {
  return {
    licences: backed(config.footerLicenses, locale),
    sites: backed(config.footerSites, locale),
    awards: backed(config.footerAwards, locale),
    operatorAward: backedBanner(config.operatorAwardBanner),
    worldRecord: backedBanner(config.worldRecordBanner),
  };
}

export type LicenceListName = 'licencesAndCertificates' | 'licences' | 'certificates' | 'responsibleGaming';

/** The licence list's name, by what it shows: a list of plain signs (18+, responsible gaming) is no licence list. */
export function licenceListName(items: readonly FooterBadge[]): LicenceListName {
  const licences = items.some((item) => item.kind === 'licence');
  const certificates = items.some((item) => item.kind === 'certificate');
  if (licences && certificates) return 'licencesAndCertificates';
  if (licences) return 'licences';
  if (certificates) return 'certificates';
  return 'responsibleGaming';
}

/** A social link's icon is chosen by the lowercased label; null when there is no such icon. */
export function socialIconPath(label: string, known: readonly string[]): string | null {
  const name = label.trim().toLowerCase();
  return known.includes(name) ? `/img/footer/social/${name}.svg` : null;
}
