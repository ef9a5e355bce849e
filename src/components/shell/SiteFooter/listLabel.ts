/**
 * What the footer's licence list is called, decided by what it shows: a list of plain signs (18+, responsible
 * gaming, player protection) is not "licences and certificates".
 */
import type {FooterBadge} from '@site/src/data/footer';

export type LicenceListName = 'licencesAndCertificates' | 'licences' | 'certificates' | 'responsibleGaming';

export function licenceListName(items: readonly FooterBadge[]): LicenceListName {
  const licences = items.some((item) => item.kind === 'licence');
  const certificates = items.some((item) => item.kind === 'certificate');
  if (licences && certificates) return 'licencesAndCertificates';
  if (licences) return 'licences';
  if (certificates) return 'certificates';
  return 'responsibleGaming';
}
