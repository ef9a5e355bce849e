/**
 * @jest-environment node
 */
// Every built page loads its app bundles on demand: no deferred bundle is left in the HTML, the boot module
// is the page's one script of ours that runs on load (one file; on the chat pages the one with the support chat
// in it), and the bundles
// are listed (not fetched) with integrity, the webpack runtime before the main bundle.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {JSDOM} from 'jsdom';

import {attr, type PageElement, parsePage} from '../../plugins/post-build/pageTree';
import {routeOfBuiltHtml} from '../../site/routes';
import {listedAppBundles} from '../../src/boot/appBundles';
import {isChatPage} from '../../src/lib/chat/route';
import {BUILD, builtHtmlFiles} from './htmlBuild';

const tagsOf = (html: string, name: string): PageElement[] =>
  parsePage(html).elements.filter((element) => element.tagName === name);

describe('the app on demand', () => {
  it('gives the chat page its own boot module', () => {
    const html = readFileSync(path.join(BUILD, 'responsible-gaming/index.html'), 'utf8');
    expect(html).toMatch(/<script [^>]*type=module src=\/assets\/js\/boot-chat\.[0-9A-Z]{8}\.js /);
  });

  it.each(builtHtmlFiles())('%s runs only the boot script on load and lists its app bundles', (file) => {
    const html = readFileSync(path.join(BUILD, file), 'utf8');
    const ours = tagsOf(html, 'script').filter((tag) => (attr(tag, 'src') ?? '').startsWith('/assets/js/'));
    const run = ours.filter((tag) => attr(tag, 'type') === 'module');
    expect(run).toHaveLength(1);
    const boot = run[0] ?? '';
    const chatPage = isChatPage(routeOfBuiltHtml(file.split(path.sep).join('/')) ?? '');
    expect(attr(boot, 'src')).toMatch(
      chatPage ? /^\/assets\/js\/boot-chat\.[0-9A-Z]{8}\.js$/ : /^\/assets\/js\/boot\.[0-9A-Z]{8}\.js$/,
    );
    expect(attr(boot, 'data-base-url')).toBe('/');
    expect(attr(boot, 'data-locale')).toBe('hu');
    expect(attr(boot, 'integrity')).toMatch(/^sha384-/);
    expect(existsSync(path.join(BUILD, attr(boot, 'src') ?? ''))).toBe(true);

    // The boot module is the one file run on load: nothing is preloaded beside it.
    expect(tagsOf(html, 'link').filter((tag) => attr(tag, 'rel') === 'modulepreload')).toEqual([]);

    const listed = listedAppBundles(new JSDOM(html).window.document);
    expect(listed.map((bundle) => path.basename(bundle.src).split('.')[0])).toEqual(['runtime~main', 'main']);
    for (const bundle of listed) {
      expect(bundle.integrity).toMatch(/^sha384-/);
      expect(existsSync(path.join(BUILD, bundle.src))).toBe(true);
    }
    // Nothing of the app is fetched ahead: no script preloads.
    expect(tagsOf(html, 'link').filter((tag) => attr(tag, 'as') === 'script')).toEqual([]);
  });
});
