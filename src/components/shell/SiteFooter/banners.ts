/** The one place the footer picks its banners: a claim with a missing or broken `source` is left out. */
import {isClaimSource} from '@site/src/data/claimSource';
import type {FooterAward, FooterBadge, FooterConfig, FooterFixedBanner} from '@site/src/data/footer';

export function isBacked(item: FooterBadge | FooterAward | FooterFixedBanner): boolean {
  // Checked by value, not by type: anything but an explicit plain badge counts as a claim.
  if ('kind' in item && item.kind === 'plain') return true;
  return isClaimSource((item as {source?: unknown}).source);
}

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

/** A list of plain signs (18+, responsible gaming) is no licence list. */
export function licenceListName(items: readonly FooterBadge[]): LicenceListName {
  const licences = items.some((item) => item.kind === 'licence');
  const certificates = items.some((item) => item.kind === 'certificate');
  if (licences && certificates) return 'licencesAndCertificates';
  if (licences) return 'licences';
  if (certificates) return 'certificates';
  return 'responsibleGaming';
}

export function socialIconPath(label: string, known: readonly string[]): string | null {
  const name = label.trim().toLowerCase();
  return known.includes(name) ? `/img/footer/social/${name}.svg` : null;
}
