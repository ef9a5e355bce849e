/**
 * @jest-environment node
 */
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {fileSystemAssets} from '@site/server/fileAssets';

describe('fileSystemAssets', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'assets-'));
  mkdirSync(path.join(root, 'site', 'a'), {recursive: true});
  writeFileSync(path.join(root, 'site', 'a', 'index.html'), 'inside');
  writeFileSync(path.join(root, 'secret.txt'), 'outside');
  const assets = fileSystemAssets(path.join(root, 'site'));

  it('reads a file inside the build', async () => {
    expect(new TextDecoder().decode((await assets.read('a/index.html'))!)).toBe('inside');
  });

  it.each(['../secret.txt', 'a/../../secret.txt', '/etc/passwd', 'a', 'missing.html'])(
    'treats %p as missing',
    async (p) => {
      expect(await assets.read(p)).toBeNull();
    },
  );
});
