/**
 * Route existence for tests: a site path is a real route when its page file exists,
 * `i18n/hu/docusaurus-plugin-content-pages/<path>.mdx` or `<path>/index.mdx` (`/` → `index.mdx`).
 * Query and hash are ignored; the path must start with `/`.
 */
import fs from 'node:fs';
import path from 'node:path';

const PAGES_DIR = path.resolve(__dirname, '../../i18n/hu/docusaurus-plugin-content-pages');

/** The page file that serves `sitePath`, or null when there is none. */
function pageFileFor(sitePath: string): string | null {
  if (!sitePath.startsWith('/') || sitePath.startsWith('//')) return null;
  const clean = sitePath.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '');
  if (clean.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  const candidates = clean === '' ? ['index.mdx'] : [`${clean}.mdx`, `${clean}/index.mdx`];
  for (const candidate of candidates) {
    const file = path.join(PAGES_DIR, candidate);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

export function routeExists(sitePath: string): boolean {
  return pageFileFor(sitePath) !== null;
}

/** Every route of the site, as `/x/y/` paths (sorted). */
export function allRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string, prefix: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (entry.name === 'index.mdx') routes.push(prefix);
      else if (entry.name.endsWith('.mdx')) routes.push(`${prefix}${entry.name.slice(0, -'.mdx'.length)}/`);
    }
  };
  walk(PAGES_DIR, '/');
  return routes.sort();
}
