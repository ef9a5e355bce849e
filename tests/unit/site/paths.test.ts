import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {buildPath, PAGES_DIR, PAGES_PATH, PRODUCTION_BUILD, SITE_ROOT} from '../../../site/paths';

describe('site paths', () => {
  it('finds the repository root and the pages folder in it', () => {
    expect(existsSync(path.join(SITE_ROOT, 'package.json'))).toBe(true);
    expect(PAGES_PATH).toBe(path.join(SITE_ROOT, PAGES_DIR));
    expect(existsSync(path.join(PAGES_PATH, 'index.mdx'))).toBe(true);
  });

  it('is the folder Docusaurus reads the pages from', () => {
    const config = readFileSync(path.join(SITE_ROOT, 'docusaurus.config.ts'), 'utf8');
    expect(config).toMatch(/pages: \{path: PAGES_DIR\b/);
  });

  it('resolves the build folder against the root, BUILD_DIR first', () => {
    const saved = process.env.BUILD_DIR;
    try {
      delete process.env.BUILD_DIR;
      expect(buildPath()).toBe(path.join(SITE_ROOT, PRODUCTION_BUILD));
      process.env.BUILD_DIR = 'build-mine';
      expect(buildPath()).toBe(path.join(SITE_ROOT, 'build-mine'));
      expect(buildPath('/tmp/elsewhere')).toBe('/tmp/elsewhere');
    } finally {
      if (saved === undefined) delete process.env.BUILD_DIR;
      else process.env.BUILD_DIR = saved;
    }
  });
});
