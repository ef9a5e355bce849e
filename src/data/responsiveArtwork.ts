/**
 * Artwork served as responsive WebP (plugins/responsive-images): the source file under `static/` and the
 * CSS size it is drawn at. Add an entry here, then use `<ResponsiveImage name="…" alt="…" />`.
 */
export const RESPONSIVE_ARTWORK = {
  'home-hero': {source: '/img/home/hero.svg', width: 560, height: 420},
} as const satisfies Record<string, {source: string; width: number; height: number}>;

export type ArtworkName = keyof typeof RESPONSIVE_ARTWORK;
