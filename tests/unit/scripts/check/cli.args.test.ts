import {spawnSync} from 'node:child_process';
import path from 'node:path';

import {parseCheckArgs, parseStrictArgs} from '@site/scripts/check/cli';

const ROOT = path.resolve(__dirname, '../../../..');
const PAGE = 'i18n/hu/docusaurus-plugin-content-pages/funds/index.mdx';

describe('npm run check flags', () => {
  it('checks everything as text by default', () => {
    expect(parseCheckArgs([])).toEqual({changed: false, ref: undefined, format: 'text', files: []});
  });

  it('reads --changed with and without a ref', () => {
    expect(parseCheckArgs(['--changed'])).toMatchObject({changed: true, ref: undefined, files: []});
    expect(parseCheckArgs(['--changed', 'HEAD~3'])).toMatchObject({changed: true, ref: 'HEAD~3', files: []});
    expect(parseCheckArgs(['--changed', '--format', 'github'])).toMatchObject({changed: true, ref: undefined});
  });

  it('takes a file after --changed as a file, not as its ref', () => {
    expect(parseCheckArgs(['--changed', PAGE])).toMatchObject({changed: true, ref: undefined, files: [PAGE]});
    expect(parseCheckArgs(['--changed', 'main', PAGE])).toMatchObject({ref: 'main', files: [PAGE]});
    expect(parseCheckArgs(['i18n/hu/code.json', '--changed'])).toMatchObject({files: ['i18n/hu/code.json']});
  });

  it('reads files relative to the repository, --format and the folders (both spellings)', () => {
    expect(parseCheckArgs([path.join(ROOT, PAGE), '--format=github', '--pages', 'a', '--collections=b'])).toEqual({
      changed: false,
      ref: undefined,
      format: 'github',
      pagesDir: path.resolve('a'),
      collectionsDir: path.resolve('b'),
      files: [PAGE],
    });
  });

  it.each([
    [['--format', 'xml'], 'Ismeretlen formátum: xml (text vagy github)'],
    [['--format'], 'Hiányzik az érték: --format'],
    [['--pages', '--changed'], 'Hiányzik az érték: --pages'],
    [['--nincs-ilyen'], 'Ismeretlen kapcsoló: --nincs-ilyen'],
    [['--nincs=1'], 'Ismeretlen kapcsoló: --nincs'],
    [['-x'], 'Ismeretlen kapcsoló: -x'],
    [['--changed=HEAD~3'], 'Nem kap értéket: --changed'],
  ])('refuses %p in Hungarian', (argv, message) => {
    expect(() => parseCheckArgs(argv)).toThrow(new Error(message));
  });
});

describe('the strict parser of the scripts', () => {
  it('refuses a stray argument where a command takes none', () => {
    expect(() => parseStrictArgs({args: ['main'], strict: true, options: {base: {type: 'string'}}})).toThrow(
      new Error('Fölösleges argumentum: main'),
    );
  });

  it('names the long flag of a flag with a short alias', () => {
    const options = {base: {type: 'string', short: 'b'}} as const;
    expect(() => parseStrictArgs({args: ['-b'], strict: true, options})).toThrow(
      new Error('Hiányzik az érték: --base'),
    );
  });
});

describe('npm run check with bad input', () => {
  // The command's exit codes are in cli.test.ts, in process; this is the one run of the command line itself.
  it('refuses a bad flag with exit code 2 before checking anything', () => {
    const run = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/check/cli.ts', '--format', 'xml'],
      {cwd: ROOT, encoding: 'utf8'},
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^Az ellenőrzés nem futott le: Ismeretlen formátum: xml \(text vagy github\)$/m);
    expect(run.stdout).toBe('');
  }, 60_000);
});
