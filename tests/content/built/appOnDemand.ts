// Every built page loads its app bundles on demand: no deferred bundle is left in the HTML, the boot module
// is the page's one script of ours that runs on load (one file; on the chat pages the one with the support chat
// in it), and the bundles are listed (not fetched) with integrity, the webpack runtime before the main bundle.
import {existsSync} from 'node:fs';
import path from 'node:path';

import {routeOfBuiltHtml} from '../../../site/routes';
import {listedAppBundles} from '../../../src/boot/appBundles';
import {isChatPage} from '../../../src/lib/chat/route';
import {BUILD, builtHtmlFiles, builtPage} from '../htmlBuild';

export function describeAppOnDemand(): void {
  describe('the app on demand', () => {
    it('gives the chat page its own boot module', () => {
      const {html} = builtPage('responsible-gaming/index.html');
      expect(html).toMatch(/<script [^>]*type=module src=\/assets\/js\/boot-chat\.[0-9A-Z]{8}\.js /);
    });

    it.each(builtHtmlFiles())('%s runs only the boot script on load and lists its app bundles', (file) => {
      const {document} = builtPage(file);
      const run = [...document.querySelectorAll('script[src^="/assets/js/"]')].filter(
        (tag) => tag.getAttribute('type') === 'module',
      );
      expect(run).toHaveLength(1);
      const boot = run[0];
      const chatPage = isChatPage(routeOfBuiltHtml(file) ?? '');
      expect(boot.getAttribute('src')).toMatch(
        chatPage ? /^\/assets\/js\/boot-chat\.[0-9A-Z]{8}\.js$/ : /^\/assets\/js\/boot\.[0-9A-Z]{8}\.js$/,
      );
      expect(boot.getAttribute('data-base-url')).toBe('/');
      expect(boot.getAttribute('data-locale')).toBe('hu');
      expect(boot.getAttribute('integrity')).toMatch(/^sha384-/);
      expect(existsSync(path.join(BUILD, boot.getAttribute('src') ?? ''))).toBe(true);

      // The boot module is the one file run on load: nothing is preloaded beside it.
      expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);

      const listed = listedAppBundles(document);
      expect(listed.map((bundle) => path.basename(bundle.src).split('.')[0])).toEqual(['runtime~main', 'main']);
      for (const bundle of listed) {
        expect(bundle.integrity).toMatch(/^sha384-/);
        expect(existsSync(path.join(BUILD, bundle.src))).toBe(true);
      }
      // Nothing of the app is fetched ahead: no script preloads.
      expect(document.querySelectorAll('link[as="script"]')).toHaveLength(0);
    });
  });
}
