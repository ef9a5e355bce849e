/** Artwork served as responsive WebP (plugins/responsive-images) at its CSS size; used by `<ResponsiveImage>`. */
export const RESPONSIVE_ARTWORK = {
  'home-hero': {source: '/img/home/hero.svg', width: 560, height: 420},
} as const satisfies Record<string, {source: string; width: number; height: number}>;

export type ArtworkName = keyof typeof RESPONSIVE_ARTWORK;
