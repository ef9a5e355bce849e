// Styles of the on-demand modals (region warning, Ontario) travel with their chunks: every page links only
// the site stylesheet, the modals' stylesheets exist as files of their own that the chunk loader knows,
// and no rule is in both.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {numberedClassNames} from '../../../plugins/lean-bundle/shortClassNames';
import {SITE_ROOT} from '../../../site/paths';
import {BUILD, builtHtmlFiles, builtPage} from '../htmlBuild';

/** The built names of the site's CSS-module classes: `_a`, `_b`, … (plugins/lean-bundle/shortClassNames.ts). */
const classesOf = (css: string): Set<string> => new Set(css.match(/\._[A-Za-z]+(?![\w-])/g) ?? []);
const MODALS = ['OntarioModal', 'RegionWarningModal'].map(
  (name) => `src/components/visitor/${name}/styles.module.css:`,
);

export function describeOnDemandStyles(): void {
  describe('on-demand styles', () => {
    const cssDir = path.join(BUILD, 'assets', 'css');
    const cssFiles = readdirSync(cssDir).filter((name) => name.endsWith('.css'));
    const siteSheets = cssFiles.filter((name) => name.startsWith('styles.'));
    const onDemandSheets = cssFiles.filter((name) => !name.startsWith('styles.'));
    const jsDir = path.join(BUILD, 'assets', 'js');
    const runtime = readdirSync(jsDir)
      .filter((name) => name.startsWith('runtime~main') && name.endsWith('.js'))
      .map((name) => readFileSync(path.join(jsDir, name), 'utf8'))
      .join('\n');

    it('the build has one site stylesheet and separate stylesheets for on-demand chunks', () => {
      expect(siteSheets).toHaveLength(1);
      expect(onDemandSheets.length).toBeGreaterThan(0);
    });

    it.each(builtHtmlFiles())('%s links the site stylesheet only', (file) => {
      const {html} = builtPage(file);
      const linked = [...html.matchAll(/<link\b[^>]*\brel=stylesheet\b[^>]*\bhref=([^\s>]+)/g)].map((match) =>
        path.basename(match[1]),
      );
      expect(linked).toEqual(siteSheets);
    });

    it('the chunk loader knows every on-demand stylesheet', () => {
      for (const name of onDemandSheets) expect(runtime).toContain(name.replace(/\.[0-9a-f]+\.css$/, ''));
    });

    it("an on-demand stylesheet holds only the modals' classes, none of which is also in the site stylesheet", () => {
      const modalNames = new Set(
        [...numberedClassNames(SITE_ROOT)]
          .filter(([key]) => MODALS.some((file) => key.startsWith(file)))
          .map(([, name]) => `.${name}`),
      );
      const site = classesOf(readFileSync(path.join(cssDir, siteSheets[0] ?? ''), 'utf8'));
      for (const name of onDemandSheets) {
        const classes = [...classesOf(readFileSync(path.join(cssDir, name), 'utf8'))];
        expect(classes.length).toBeGreaterThan(0);
        for (const cls of classes) {
          expect(modalNames).toContain(cls);
          expect(site).not.toContain(cls);
        }
      }
    });
  });
}
