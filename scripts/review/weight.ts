/**
 * The weight of a built page: its HTML plus the scripts, stylesheets and images it references from the same
 * build (bytes on disk, uncompressed), so a review shows what a change adds to a visitor's download.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

export function pageWeight(buildDir: string, htmlPath: string): number {
  if (!existsSync(htmlPath)) return 0;
  const html = readFileSync(htmlPath, 'utf8');
  let total = statSync(htmlPath).size;
  const seen = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/[^"#?]+\.(?:js|css|png|webp|svg|jpg|jpeg|woff2?))"/g)) {
    const file = path.join(buildDir, match.at(1) ?? '');
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    total += statSync(file).size;
  }
  return total;
}
