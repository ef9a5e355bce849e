/**
 * @jest-environment node
 */
// Every built page starts its bundles through the after-first-paint loader: no deferred bundle is left in
// the HTML, the loader is the page's one script of ours, and the bundles are low-priority preloads with
// integrity, the webpack runtime before the main bundle.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {attr, type PageElement, parsePage} from '../../plugins/security-headers/pageTree';
import {BUILD, builtHtmlFiles} from './htmlBuild';

const tagsOf = (html: string, name: string): PageElement[] =>
  parsePage(html).elements.filter((element) => element.tagName === name);

describe('bundles after the first paint', () => {
  it.each(builtHtmlFiles())('%s runs its bundles through the loader', (file) => {
    const html = readFileSync(path.join(BUILD, file), 'utf8');
    const ours = tagsOf(html, 'script').filter((tag) => (attr(tag, 'src') ?? '').startsWith('/assets/js/'));
    expect(ours).toHaveLength(1);
    const loader = ours[0] ?? '';
    expect(attr(loader, 'src')).toMatch(/^\/assets\/js\/after-first-paint\.[0-9a-f]{8}\.js$/);
    expect(attr(loader, 'defer')).toBe('');
    expect(attr(loader, 'integrity')).toMatch(/^sha384-/);
    expect(existsSync(path.join(BUILD, attr(loader, 'src') ?? ''))).toBe(true);

    const preloads = tagsOf(html, 'link').filter((tag) => attr(tag, 'data-after-first-paint') !== null);
    expect(preloads.map((tag) => path.basename(attr(tag, 'href') ?? '').split('.')[0])).toEqual([
      'runtime~main',
      'main',
    ]);
    for (const tag of preloads) {
      expect(attr(tag, 'rel')).toBe('preload');
      expect(attr(tag, 'as')).toBe('script');
      expect(attr(tag, 'fetchpriority')).toBe('low');
      expect(attr(tag, 'integrity')).toMatch(/^sha384-/);
    }
  });
});
