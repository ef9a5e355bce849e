// The image rules (plugins/responsive-images/audit.ts) and every <img> of the built site: each follows them, and
// each has an alt attribute (empty for decoration).
import {imageProblems} from '../../../plugins/responsive-images/audit';
import {builtPage, everyHtmlFile} from '../htmlBuild';

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
