import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Docusaurus's stylesheet of every page: the main bundle's CSS, named by its content. */
const STYLESHEET = /^styles\.[0-9a-f]+\.css$/;
const CSS_DIR = 'assets/css';

/**
 * The site's stylesheet in a finished build (`assets/css/styles.<hash>.css`, relative to the build folder), for
 * the editor's preview. The admin files are written after the pages (`plugins/post-build`), so the name is
 * known; a build without exactly one such file stops here rather than ship a preview without the site's styles.
 */
export function siteStylesheetOf(buildDir: string): string {
  const names = readdirSync(path.join(buildDir, CSS_DIR)).filter((name) => STYLESHEET.test(name));
  if (names.length !== 1) {
    throw new Error(`The build should have one ${CSS_DIR}/styles.<hash>.css, found: ${names.join(', ') || 'none'}`);
  }
  return `${CSS_DIR}/${names[0] ?? ''}`;
}
