/**
 * `npm run raster-artwork`: the site's artwork that must exist as bitmaps, rendered from its SVG sources with the
 * words outlined in the site's font (plugins/svg-outlines), so no machine's fonts reach them: PNGs, the format
 * Open Graph consumers accept, and favicon.ico for tools that ask for it whatever the page says. Run it after
 * editing one of the sources, then commit the outputs.
 */
import {readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import {outlineDrawings} from '../plugins/svg-outlines';

const STATIC = path.resolve(__dirname, '../static');
const IMG = path.join(STATIC, 'img');

async function png(source: string, width: number, height: number): Promise<Buffer> {
  const file = path.join(IMG, source);
  const svg = Buffer.from((await outlineDrawings([{name: file, svg: await readFile(file, 'utf8')}]))[0]);
  return sharp(svg, {density: (72 * width) / (await sharp(svg).metadata()).width})
    .resize(width, height)
    .png({compressionLevel: 9, adaptiveFiltering: true})
    .toBuffer();
}

/**
 * An ICO file holding PNG images (allowed since Windows Vista, read by every current browser): a 6-byte header,
 * a 16-byte entry per image, then the PNGs as they are.
 */
function icoFromPngs(images: readonly {size: number; data: Buffer}[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({size, data}) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({data}) => data)]);
}

async function main(): Promise<void> {
  for (const {source, target, width, height} of [
    {source: 'og-default.svg', target: 'og-default.png', width: 1200, height: 630},
    {source: 'og-logo.svg', target: 'og-logo.png', width: 512, height: 512},
  ]) {
    const file = path.join(IMG, target);
    await writeFile(file, await png(source, width, height));
    console.log(`${target}: ${width}x${height}, ${(await stat(file)).size} bytes`);
  }
  const sizes = [16, 32, 48];
  const icons = await Promise.all(sizes.map((size) => png('favicon.svg', size, size)));
  const ico = path.join(STATIC, 'favicon.ico');
  await writeFile(ico, icoFromPngs(icons.map((data, index) => ({size: sizes[index], data}))));
  console.log(`favicon.ico: ${sizes.join(', ')} px, ${(await stat(ico)).size} bytes`);
}

void main();
