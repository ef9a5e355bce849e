import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import pixelmatch from 'pixelmatch';
import {PNG} from 'pngjs';

import {launchChromium} from '../browser/chromium';

const WIDTHS = [375, 1440] as const;

export interface Shot {
  route: string;
  width: number;
  /** Paths relative to the review folder. */
  before: string;
  after: string;
  diff: string;
  /** Share of pixels that differ, 0–1. */
  changedRatio: number;
}

function slug(route: string): string {
  return route.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '_') || 'home';
}

export async function screenshotRoutes(
  routes: readonly string[],
  origins: {base: string; head: string},
  outDir: string,
): Promise<Shot[]> {
  const browser = await launchChromium();
  const shots: Shot[] = [];
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({viewport: {width, height: 900}, reducedMotion: 'reduce'});
      const page = await context.newPage();
      for (const route of routes) {
        const files = {
          before: `img/${slug(route)}-${width}-before.png`,
          after: `img/${slug(route)}-${width}-after.png`,
          diff: `img/${slug(route)}-${width}-diff.png`,
        };
        for (const side of ['base', 'head'] as const) {
          await page.goto(`${origins[side]}${route}`, {waitUntil: 'load'});
          await page.evaluate(() => document.fonts.ready);
          const file = side === 'base' ? files.before : files.after;
          await page.screenshot({path: path.join(outDir, file), fullPage: true, animations: 'disabled'});
        }
        const changedRatio = diffImages(
          path.join(outDir, files.before),
          path.join(outDir, files.after),
          path.join(outDir, files.diff),
        );
        shots.push({route, width, ...files, changedRatio});
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return shots;
}

/** Writes the diff image (changed pixels in red over a faded before); pages of different height are padded. */
function diffImages(beforeFile: string, afterFile: string, diffFile: string): number {
  const before = PNG.sync.read(readFileSync(beforeFile));
  const after = PNG.sync.read(readFileSync(afterFile));
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const padded = (image: PNG) => {
    if (image.width === width && image.height === height) return image.data;
    const canvas = new PNG({width, height});
    PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
    return canvas.data;
  };
  const diff = new PNG({width, height});
  const changed = pixelmatch(padded(before), padded(after), diff.data, width, height, {threshold: 0.1});
  writeFileSync(diffFile, PNG.sync.write(diff));
  return changed / (width * height);
}
