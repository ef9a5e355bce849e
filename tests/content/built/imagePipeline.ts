// The image rules and every <img> of the built site: each follows them, and each has an alt attribute (empty for
// decoration). Vector artwork (SVG) is sharp at every size and needs only its box; a raster image must come from
// the responsive image pipeline (plugins/responsive-images): WebP variants under /img/r/ in `srcset`, with
// `sizes`, an explicit box and a loading decision.
import {builtPage, everyHtmlFile} from '../htmlBuild';

const RASTER = /\.(?:png|jpe?g|gif|webp|avif|bmp)(?:[?#]|$)|^data:image\/(?!svg)/i;
const VARIANT = /\/img\/r\/[a-z0-9-]+-\d+\.webp \d+w$/;

type ImageAttributes = Readonly<Record<string, string | undefined>>;

function isPositiveInteger(value: string | undefined): boolean {
  return value !== undefined && /^[1-9]\d*$/.test(value);
}

/** Every reason this `<img>` breaks the image rules; empty when it follows them. */
function imageProblems(attributes: ImageAttributes): string[] {
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

const PIPELINE_SRCSET = '/img/r/home-hero-320.webp 320w, /img/r/home-hero-640.webp 640w';

export function describeImagePipeline(): void {
  describe('image rules', () => {
    it('accepts vector artwork with an explicit box', () => {
      expect(imageProblems({src: '/img/ggteam/szabo-reka_nav.svg', width: '192', height: '192'})).toEqual([]);
    });

    it('accepts a raster image from the pipeline', () => {
      expect(
        imageProblems({
          src: '/img/home/hero.svg',
          srcset: PIPELINE_SRCSET,
          sizes: '560px',
          width: '560',
          height: '420',
          loading: 'lazy',
        }),
      ).toEqual([]);
    });

    it('rejects a raster image that bypasses the pipeline', () => {
      expect(imageProblems({src: '/img/photo.png', width: '400', height: '300', loading: 'lazy'})).toEqual([
        'raster image without the pipeline srcset (WebP variants under /img/r/)',
        'raster image without sizes',
      ]);
      expect(
        imageProblems({
          src: '/img/photo.jpg',
          srcset: '/img/photo-1x.jpg 1x, /img/photo-2x.jpg 2x',
          sizes: '100vw',
          width: '1',
          height: '1',
          loading: 'lazy',
        }),
      ).toEqual(['raster image without the pipeline srcset (WebP variants under /img/r/)']);
      expect(imageProblems({src: 'data:image/png;base64,AAAA', width: '1', height: '1'})).toHaveLength(3);
    });

    it('rejects any image without its box', () => {
      expect(imageProblems({src: '/img/logo/logo.svg'})).toEqual(['no explicit width and height']);
      expect(imageProblems({src: '/img/logo/logo.svg', width: '0', height: 'auto'})).toEqual([
        'no explicit width and height',
      ]);
    });
  });

  describe('built site: every <img> follows the image rules', () => {
    it('finds no image that bypasses the responsive image pipeline or has no alt attribute', () => {
      const files = everyHtmlFile();
      const offenders: string[] = [];
      let images = 0;
      for (const file of files) {
        for (const image of builtPage(file).document.querySelectorAll('img')) {
          images += 1;
          const attributes = Object.fromEntries([...image.attributes].map((a) => [a.name, a.value]));
          const problems = imageProblems(attributes);
          if (!image.hasAttribute('alt')) problems.push('no alt attribute');
          if (problems.length > 0)
            offenders.push(`${file}: <img src="${image.getAttribute('src') ?? ''}">: ${problems.join('; ')}`);
        }
      }
      expect(images).toBeGreaterThan(files.length);
      expect(offenders).toEqual([]);
    });
  });
}
