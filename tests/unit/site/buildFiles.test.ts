/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {ASSETS_IGNORE_FILE, HEADERS_FILE, HOST_FILES, NGINX_INCLUDE_FILE} from '../../../site/buildFiles';

describe('build file names', () => {
  it('names every host configuration file once, and no page', () => {
    expect([...HOST_FILES].sort()).toEqual([ASSETS_IGNORE_FILE, HEADERS_FILE, NGINX_INCLUDE_FILE].sort());
    expect(HOST_FILES.some((file) => file.endsWith('.html'))).toBe(false);
  });

  it('imports nothing, so the edge can read it on Workers', () => {
    const source = readFileSync(path.resolve(__dirname, '../../../site/buildFiles.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\b|\brequire\(/m);
  });
});
