import {readFileSync} from 'node:fs';
import path from 'node:path';

import {bundleBootScript, writeBootScript} from '@site/plugins/post-build/bootBundle';
import {tempDir} from '@site/tests/helpers/pluginContext';

const HASHED = /\.[0-9A-Z]{8}\.js$/;

describe('the boot script bundle', () => {
  it('is one file on load, with a chunk of its own for each module it imports only when needed', async () => {
    const {entry, chatEntry, files} = await bundleBootScript();
    expect(entry).toMatch(/^assets\/js\/boot\.[0-9A-Z]{8}\.js$/);
    const source = files.find((file) => file.relative === entry)?.text ?? '';
    // No React and no framework in it: the boot script is small.
    expect(source).not.toMatch(/react/i);
    // Nothing imported on load: no static import, so no chunk for the page to preload.
    expect(source).not.toMatch(/(?:^|[;}])import[\s{*"']/);
    // The runtime config's validator, the third-party loader, the chat pages' support chat, the search dialog and
    // the swipe that closes the mobile menu are imported when needed, each from its own file beside the entry.
    const later = files.filter((file) => file.relative !== entry && file.relative !== chatEntry);
    expect(later.map((file) => path.basename(file.relative).replace(HASHED, '')).sort()).toEqual([
      'boot-runtimeConfig',
      'boot-searchDialog',
      'boot-supportChat',
      'boot-swipeToClose',
      'boot-thirdPartyDom',
    ]);
    for (const file of later) {
      expect(file.relative).toMatch(/^assets\/js\/boot-[A-Za-z]+\.[0-9A-Z]{8}\.js$/);
      expect(source + later.map((other) => other.text).join('')).toContain(
        `import("./${path.basename(file.relative)}")`,
      );
    }
  });

  it('has an entry for the chat pages with the support chat in it, importing only the validator later', async () => {
    const {entry, chatEntry, files} = await bundleBootScript();
    expect(chatEntry).toMatch(/^assets\/js\/boot-chat\.[0-9A-Z]{8}\.js$/);
    const text = (file: string) => files.find((item) => item.relative === file)?.text ?? '';
    // The chat's own code (the mark on the vendor's script) is in the chat entry, not in the other pages' one.
    expect(text(chatEntry)).toContain('data-support-chat');
    expect(text(entry)).not.toContain('data-support-chat');
    expect(text(chatEntry)).not.toContain('boot-supportChat.');
    expect(text(chatEntry)).toMatch(/import\("\.\/boot-runtimeConfig\.[0-9A-Z]{8}\.js"\)/);
    expect(text(chatEntry)).not.toMatch(/(?:^|[;}])import[\s{*"']/);
  });

  it('keeps the validator (zod) in its own chunk, imported by the entry and the chat chunk alike', async () => {
    const {entry, files} = await bundleBootScript();
    const validator = files.filter((file) => file.relative.startsWith('assets/js/boot-runtimeConfig.'));
    expect(validator).toHaveLength(1);
    expect(validator[0]?.text).toContain('jitless');
    for (const file of files.filter((item) => item !== validator[0])) expect(file.text).not.toContain('jitless');
    const name = path.basename(validator[0]?.relative ?? '');
    const chat = files.find((file) => file.relative.includes('boot-supportChat.'));
    expect(files.find((file) => file.relative === entry)?.text).toContain(`import("./${name}")`);
    expect(chat?.text).toContain(`import("./${name}")`);
  });

  it('carries none of the operator facts, which only the app pages read (plugins/region)', async () => {
    const {files} = await bundleBootScript();
    for (const file of files) expect(file.text).not.toContain('suppliedBy');
  });

  it('is written into the build under its names, and its URLs are under the base URL', async () => {
    const dir = tempDir();
    const {entry, chatEntry, files} = await bundleBootScript();
    expect(await writeBootScript(dir, '/b/')).toEqual({entry: `/b/${entry}`, chatEntry: `/b/${chatEntry}`});
    for (const file of files) expect(readFileSync(path.join(dir, file.relative), 'utf8')).toBe(file.text);
  });
});
