/**
 * @jest-environment node
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {generatedPageFiles, generatedPageOfRoute} from '@site/plugins/security-headers/generatedPages';
import {tempDir} from '@site/tests/helpers/pluginContext';

describe('generatedPageOfRoute', () => {
  it.each([
    ['/', '/', 'index.html'],
    ['/funds/', '/', 'funds/index.html'],
    ['/poker-school/poker-terms/', '/', 'poker-school/poker-terms/index.html'],
    ['/404.html', '/', '404.html'],
    ['/preview/x/', '/preview/x/', 'index.html'],
    ['/preview/x/funds/', '/preview/x/', 'funds/index.html'],
    ['/preview/x/404.html', '/preview/x/', '404.html'],
  ])('%s under %s is %s, as Docusaurus writes it', (route, baseUrl, file) => {
    expect(generatedPageOfRoute(route, baseUrl)).toBe(file);
  });
});

describe('generatedPageFiles', () => {
  it('lists the rendered pages only, each once, never another .html of the build', () => {
    const out = tempDir();
    for (const file of ['index.html', 'funds/index.html', '404.html', 'ajanlat.html', 'img/uploads/x.html']) {
      mkdirSync(path.dirname(path.join(out, file)), {recursive: true});
      writeFileSync(path.join(out, file), '<p>x</p>');
    }
    const files = generatedPageFiles(out, ['/', '/funds/', '/404.html', '/funds/', '/not-written/'], '/');
    expect(files).toEqual(['index.html', 'funds/index.html', '404.html'].map((file) => path.join(out, file)));
  });
});
