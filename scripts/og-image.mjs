// Renders the site's own social-share artwork from its SVG sources to PNG, the format Open Graph consumers
// (Facebook, LinkedIn, X, Slack…) accept: static/img/og-default.svg → og-default.png (1200x630, the default
// og:image of every page) and static/img/og-logo.svg → og-logo.png (512x512, the Organization logo).
// Run after editing either SVG: `node scripts/og-image.mjs`, then commit the PNGs.
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import sharp from 'sharp';

const IMG = path.join(path.dirname(fileURLToPath(import.meta.url)), '../static/img');

const outputs = [
  {source: 'og-default.svg', target: 'og-default.png', width: 1200, height: 630},
  {source: 'og-logo.svg', target: 'og-logo.png', width: 512, height: 512},
];

for (const {source, target, width, height} of outputs) {
  const svg = await readFile(path.join(IMG, source));
  const file = path.join(IMG, target);
  await sharp(svg, {density: 72})
    .resize(width, height)
    .png({compressionLevel: 9, adaptiveFiltering: true})
    .toFile(file);
  const meta = await sharp(file).metadata();
  if (meta.width !== width || meta.height !== height) {
    throw new Error(`${target}: expected ${width}x${height}, got ${meta.width}x${meta.height}`);
  }
  console.log(`${target}: ${width}x${height}, ${(await stat(file)).size} bytes`);
}
