/**
 * @jest-environment node
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {readSourcePages} from './pages';

// `npm test` builds the site before Jest; run `npm run build` first when running Jest alone.
const BUILD = path.resolve(__dirname, '../../build');

function builtHtmlFiles(): string[] {
  if (!existsSync(path.join(BUILD, 'index.html'))) {
    throw new Error('build/ is missing: run `npm run build` before the built-page checks');
  }
  return (readdirSync(BUILD, {recursive: true}) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html'))
    .sort();
}

describe('built pages', () => {
  const files = builtHtmlFiles();

  it('every MDX page builds to <route>/index.html', () => {
    const missing = readSourcePages()
      .map((page) => `${page.route.slice(1)}index.html`)
      .filter((file) => !files.includes(file));
    expect(missing).toEqual([]);
  });

  it('the error page is built as 404.html', () => {
    expect(files).toContain('404.html');
  });

  describe.each(files)('%s', (file) => {
    const html = readFileSync(path.join(BUILD, file), 'utf8');

    it('declares lang="hu-HU"', () => {
      expect(html).toMatch(/<html[^>]*\slang="hu-HU"/);
    });

    it('has a non-empty <title>', () => {
      expect(html).toMatch(/<title[^>]*>[^<]{3,}<\/title>/);
    });

    it('has a meta description', () => {
      expect(html).toMatch(/<meta[^>]+name="description"[^>]+content="[^"]{20,}"/);
    });

    it('has a canonical link', () => {
      expect(html).toMatch(/<link[^>]+rel="canonical"[^>]+href="https?:\/\/[^"]+"/);
    });

    it('has no robots noindex in the production build', () => {
      expect(html).not.toMatch(/<meta[^>]+name="robots"/);
    });

    it('shows no placeholder text', () => {
      expect(html).not.toMatch(/\bTODO\b|lorem ipsum/i);
    });
  });
});
