/**
 * Responsive image rules: screen widths xs–xxl, densities 1 and 2, each variant in AVIF (a third smaller at the
 * same look; offered first) and WebP (for a browser without AVIF).
 */
export const SCREEN_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
const DENSITIES = [1, 2] as const;

export interface ImageVariant {
  width: number;
  /** Site path of the WebP file, e.g. `/img/r/hero-640.webp`; the AVIF file is beside it (`avifPathOf`). */
  path: string;
}

export interface ResponsiveImageEntry {
  /** Intrinsic (CSS) size the artwork is drawn at. */
  width: number;
  height: number;
  /** The original artwork, used as `src` fallback. */
  fallback: string;
  variants: ImageVariant[];
}

export type ResponsiveImageManifest = Record<string, ResponsiveImageEntry>;

/** Every screen width times every density a browser could pick, capped at twice the display width. */
export function variantWidths(displayWidth: number): number[] {
  const cap = 2 * displayWidth;
  const widths = new Set<number>([displayWidth, cap]);
  for (const screen of SCREEN_WIDTHS) {
    for (const density of DENSITIES) {
      const width = Math.min(screen, displayWidth) * density;
      if (width <= cap) widths.add(width);
    }
  }
  return [...widths].sort((a, b) => a - b);
}

export function variantPath(name: string, width: number): string {
  return `/img/r/${name}-${width}.webp`;
}

export function avifPathOf(webpPath: string): string {
  return webpPath.replace(/\.webp$/, '.avif');
}

/** Onto the image CDN base when one is configured, else onto the site's base URL. */
export function imageUrl(path: string, baseUrl: string, cdnBaseUrl?: string): string {
  if (cdnBaseUrl && /^https:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(cdnBaseUrl)) {
    return `${cdnBaseUrl.replace(/\/+$/, '')}${path}`;
  }
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

export function srcSetOf(
  entry: ResponsiveImageEntry,
  toUrl: (path: string) => string,
  format: 'webp' | 'avif' = 'webp',
): string {
  return entry.variants
    .map((variant) => `${toUrl(format === 'avif' ? avifPathOf(variant.path) : variant.path)} ${variant.width}w`)
    .join(', ');
}
