/**
 * @jest-environment node
 */
// Every built page starts its bundles through the after-first-paint loader: no deferred bundle is left in
// the HTML, the loader is the page's one script of ours, and the bundles are low-priority preloads with
// integrity, the webpack runtime before the main bundle.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {attribute} from '../../plugins/security-headers/htmlAttributes';
import {BUILD, builtHtmlFiles} from './htmlBuild';

const tagsOf = (html: string, name: string): string[] =>
  [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map(([tag]) => tag);

describe('bundles after the first paint', () => {
  it.each(builtHtmlFiles())('%s runs its bundles through the loader', (file) => {
    const html = readFileSync(path.join(BUILD, file), 'utf8');
    const ours = tagsOf(html, 'script').filter((tag) => (attribute(tag, 'src') ?? '').startsWith('/assets/js/'));
    expect(ours).toHaveLength(1);
    const loader = ours[0] ?? '';
    expect(attribute(loader, 'src')).toMatch(/^\/assets\/js\/after-first-paint\.[0-9a-f]{8}\.js$/);
    expect(attribute(loader, 'defer')).toBe('');
    expect(attribute(loader, 'integrity')).toMatch(/^sha384-/);
    expect(existsSync(path.join(BUILD, attribute(loader, 'src') ?? ''))).toBe(true);

    const preloads = tagsOf(html, 'link').filter((tag) => attribute(tag, 'data-after-first-paint') !== null);
    expect(preloads.map((tag) => path.basename(attribute(tag, 'href') ?? '').split('.')[0])).toEqual([
      'runtime~main',
      'main',
    ]);
    for (const tag of preloads) {
      expect(attribute(tag, 'rel')).toBe('preload');
      expect(attribute(tag, 'as')).toBe('script');
      expect(attribute(tag, 'fetchpriority')).toBe('low');
      expect(attribute(tag, 'integrity')).toMatch(/^sha384-/);
    }
  });
});
