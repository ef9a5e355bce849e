/** The site shows an award, a certificate, a licence or a record only with its source, for the visitor to check. */
export interface ClaimSource {
  /** Who granted it: the awarding body, the certifier, the regulator. */
  issuer: string;
  year: number;
  /** What it was granted for: the award's category and ceremony, the record's event, the licence number. */
  event: string;
  /** An https page that shows it: the issuer's own page or an independent report. */
  url: string;
}

function filled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * A complete source, checked at run time as well: data typed elsewhere (or cast) cannot slip a claim through
 * with an empty issuer, a made-up year or a link that is not https.
 */
export function isClaimSource(value: unknown): value is ClaimSource {
  if (typeof value !== 'object' || value === null) return false;
  const {issuer, year, event, url} = value as Record<string, unknown>;
  return (
    filled(issuer) &&
    filled(event) &&
    typeof year === 'number' &&
    Number.isInteger(year) &&
    year >= 1900 &&
    year <= 2100 &&
    typeof url === 'string' &&
    /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/.test(url)
  );
}
