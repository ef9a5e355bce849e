// Fonts of the built site: every page preloads the upright Inter file (one file per style, cut to the region's
// characters by plugins/site-font), the preload names a file that exists, and no font is inlined into the
// stylesheet as a data URL.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {BUILD, builtHtmlFiles, builtPage} from '../htmlBuild';

function preloadedFonts(html: string): string[] {
  return [...html.matchAll(/<link rel=preload as=font type=font\/woff2 href=(\S+) crossorigin>/g)].map((m) => m[1]);
}

export function describeFontFiles(): void {
  describe('fonts in the build', () => {
    const cssDir = path.join(BUILD, 'assets', 'css');
    const stylesheet = readdirSync(cssDir)
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(path.join(cssDir, name), 'utf8'))
      .join('\n');

    it('inlines no font into the stylesheet', () => {
      expect(stylesheet).toContain('@font-face');
      expect(stylesheet).not.toMatch(/url\(\s*["']?data:font/);
    });

    it.each(builtHtmlFiles())('%s preloads the upright Inter file, before its stylesheet', (file) => {
      const {html} = builtPage(file);
      const fonts = preloadedFonts(html);
      expect(fonts.map((url) => path.basename(url).replace(/-[0-9a-f]+\.woff2$/, ''))).toEqual(['inter-normal']);
      for (const url of fonts) {
        expect(stylesheet).toContain(`url(${url})`);
        expect(existsSync(path.join(BUILD, url.replace(/^\//, '')))).toBe(true);
      }
      expect(html.indexOf('rel=preload as=font')).toBeLessThan(html.search(/rel=stylesheet/));
    });
  });
}
