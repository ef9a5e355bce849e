/**
 * What counts as an image that bypasses the responsive image pipeline, checked on the built HTML
 * (tests/content/built/imagePipeline.ts). Vector artwork (SVG) is sharp at every size and needs only its box;
 * a raster image must come from the pipeline: WebP variants under /img/r/ in `srcset`, with `sizes`, an
 * explicit box and a loading decision.
 */

const RASTER = /\.(?:png|jpe?g|gif|webp|avif|bmp)(?:[?#]|$)|^data:image\/(?!svg)/i;
const VARIANT = /\/img\/r\/[a-z0-9-]+-\d+\.webp \d+w$/;

export type ImageAttributes = Readonly<Record<string, string | undefined>>;

function isPositiveInteger(value: string | undefined): boolean {
  return value !== undefined && /^[1-9]\d*$/.test(value);
}

/** Every reason this `<img>` breaks the image rules; empty when it follows them. */
export function imageProblems(attributes: ImageAttributes): string[] {
  const problems: string[] = [];
  const src = attributes.src ?? '';
  if (!isPositiveInteger(attributes.width) || !isPositiveInteger(attributes.height)) {
    problems.push('no explicit width and height');
  }
  const srcset = (attributes.srcset ?? '').trim();
  const isRaster = RASTER.test(src) || /\.(?:png|jpe?g|gif|avif)\b/i.test(srcset);
  if (!isRaster) return problems;
  const candidates = srcset === '' ? [] : srcset.split(',').map((candidate) => candidate.trim());
  if (candidates.length < 2 || !candidates.every((candidate) => VARIANT.test(candidate))) {
    problems.push('raster image without the pipeline srcset (WebP variants under /img/r/)');
  }
  if (!attributes.sizes) problems.push('raster image without sizes');
  if (attributes.loading !== 'lazy' && attributes.loading !== 'eager') {
    problems.push('raster image without loading="lazy" (or "eager" above the fold)');
  }
  return problems;
}
