import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {SITE_ROOT} from '../../site/paths';

/**
 * The editor preview's stylesheet. In a finished build it is the site's own (`assets/css/styles.<hash>.css`): the
 * admin files are written after the pages, so the name is known, and a build without exactly one stops here rather
 * than ship an unstyled preview. The dev server builds none (its styles are in its scripts), so one is made from
 * the same sources: Infima and `src/css/custom.css`, the site font beside it; no CSS modules (the preview draws
 * components as labelled boxes).
 */

/** The stylesheet's address inside `/admin/`; its fonts are under `fonts/` beside it. */
export const DEV_STYLESHEET = 'preview/site.css';
const FONT_DIR = '.generated-font';
const CSS_DIR = path.join(SITE_ROOT, 'src/css');

function infimaCss(): string {
  const theme = require.resolve('@docusaurus/theme-classic/package.json');
  const infima = path.dirname(require.resolve('infima/package.json', {paths: [path.dirname(theme)]}));
  return readFileSync(path.join(infima, 'dist/css/default/default.css'), 'utf8');
}

/** `custom.css` with each `@import './x.css'` of its folder put in its place. */
function siteCss(): string {
  const custom = readFileSync(path.join(CSS_DIR, 'custom.css'), 'utf8');
  return custom.replace(/^@import\s+'\.\/([\w-]+\.css)';$/gm, (_line, file: string) =>
    readFileSync(path.join(CSS_DIR, file), 'utf8'),
  );
}

/** The stylesheet and its font files, by path inside `/admin/`. */
export function devPreviewFiles(): Map<string, {body: Buffer | string; type: string}> {
  const css = `${infimaCss()}\n${siteCss()}`.replace(/url\((['"]?)\.\.\/\.\.\/\.generated-font\//g, 'url($1fonts/');
  const files = new Map<string, {body: Buffer | string; type: string}>([
    [DEV_STYLESHEET, {body: css, type: 'text/css; charset=utf-8'}],
  ]);
  const fontDir = path.join(SITE_ROOT, FONT_DIR);
  let fonts: string[] = [];
  try {
    fonts = readdirSync(fontDir).filter((name) => name.endsWith('.woff2'));
  } catch {
    // The site font is made by its plugin when the dev server starts; without it the fallback faces apply.
  }
  for (const name of fonts) {
    files.set(`${path.dirname(DEV_STYLESHEET)}/fonts/${name}`, {
      body: readFileSync(path.join(fontDir, name)),
      type: 'font/woff2',
    });
  }
  return files;
}

/** Docusaurus's stylesheet of every page: the main bundle's CSS, named by its content. */
const STYLESHEET = /^styles\.[0-9a-f]+\.css$/;
const BUILD_CSS_DIR = 'assets/css';

/** The site's stylesheet in a finished build, relative to the build folder. */
export function siteStylesheetOf(buildDir: string): string {
  const names = readdirSync(path.join(buildDir, BUILD_CSS_DIR)).filter((name) => STYLESHEET.test(name));
  if (names.length !== 1) {
    throw new Error(
      `The build should have one ${BUILD_CSS_DIR}/styles.<hash>.css, found: ${names.join(', ') || 'none'}`,
    );
  }
  return `${BUILD_CSS_DIR}/${names[0] ?? ''}`;
}
