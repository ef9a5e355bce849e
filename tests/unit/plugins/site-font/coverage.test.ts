import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {builtPageTexts, charactersOutside, describeOutside, visibleText} from '@site/plugins/site-font/coverage';

describe('the characters a page shows', () => {
  it('reads the text and the words of form controls, not scripts, styles or the title', () => {
    const text = visibleText(
      '<html><head><title>Cím ♣</title><style>a::after{content:"♦"}</style></head><body><p>Pikk ♠</p><script>"♥"</script><input placeholder="Keresés…"></body></html>',
    );
    expect(text).toContain('Pikk ♠');
    expect(text).toContain('Keresés…');
    expect(text).not.toMatch(/[♣♦♥]/);
  });

  it('lists each character outside the alphabet once, where it was first seen; invisible ones are no fault', () => {
    const outside = charactersOutside('abcő ', [
      {where: '/a/', text: 'ab\u200bc ő ł'},
      {where: '/b/', text: 'ł ♠'},
    ]);
    expect([...outside]).toEqual([
      ['ł', '/a/'],
      ['♠', '/b/'],
    ]);
    expect(describeOutside(outside)).toBe('“ł” (U+0142) on /a/\n“♠” (U+2660) on /b/');
  });
});

describe('the build’s pages', () => {
  it('reads each given page by its site path (the editor’s page is not one of the rendered pages)', async () => {
    const build = mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    mkdirSync(path.join(build, 'a'));
    mkdirSync(path.join(build, 'admin'));
    writeFileSync(path.join(build, 'index.html'), '<p>Főoldal</p>');
    writeFileSync(path.join(build, 'a', 'index.html'), '<p>Aloldal</p>');
    writeFileSync(path.join(build, 'admin', 'index.html'), '<p>Szerkesztő</p>');
    const rendered = [path.join(build, 'index.html'), path.join(build, 'a', 'index.html')];
    const pages = await builtPageTexts(build, rendered);
    expect(pages.map(({where}) => where).sort()).toEqual(['/a/index.html', '/index.html']);
    expect(pages.find(({where}) => where === '/a/index.html')?.text).toContain('Aloldal');
  });
});
