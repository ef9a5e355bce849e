import fs from 'node:fs';

/** The width and height attributes of an SVG file, `WIDTHxHEIGHT`; null for a missing file or one without them. */
export function svgSize(file: string): string | null {
  if (!fs.existsSync(file)) return null;
  const head = fs.readFileSync(file, 'utf8').slice(0, 300);
  const width = /<svg[^>]*\swidth="(\d+)"/.exec(head)?.[1];
  const height = /<svg[^>]*\sheight="(\d+)"/.exec(head)?.[1];
  return width && height ? `${width}x${height}` : null;
}
