import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {compareLikeImportSort, findMdxFolders} from '@site/site/mdxComponentFolders';

const ROOT = path.resolve(__dirname, '../../..');

describe('the MDX component folders of the repository', () => {
  it('name every component folder with an mdx.ts, once, sorted by name', () => {
    const folders = findMdxFolders(ROOT);
    expect(folders.length).toBeGreaterThan(30);
    expect(folders).toContainEqual({name: 'FaqList', room: 'content'});
    const names = folders.map(({name}) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('the MDX component folders of a tree', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'mdx-folders-'));
  });
  afterEach(() => {
    rmSync(root, {recursive: true, force: true});
  });

  function component(room: string, name: string, files: string[]): void {
    mkdirSync(path.join(root, 'src/components', room, name), {recursive: true});
    for (const file of files) writeFileSync(path.join(root, 'src/components', room, name, file), '');
  }

  it('takes the folders with an mdx.ts and skips the others', () => {
    component('poker', 'Hand', ['index.tsx', 'mdx.ts']);
    component('content', 'Fact', ['index.tsx', 'mdx.ts']);
    component('kit', 'Modal', ['index.tsx']);
    writeFileSync(path.join(root, 'src/components/README.md'), '');
    expect(findMdxFolders(root)).toEqual([
      {name: 'Fact', room: 'content'},
      {name: 'Hand', room: 'poker'},
    ]);
  });

  it('refuses two components of one name, and an mdx.ts without its component', () => {
    component('poker', 'Card', ['index.tsx', 'mdx.ts']);
    component('content', 'Card', ['index.tsx', 'mdx.ts']);
    expect(() => findMdxFolders(root)).toThrow('Two MDX components are named Card');
    rmSync(path.join(root, 'src/components/poker'), {recursive: true});
    component('home', 'Lonely', ['mdx.ts']);
    expect(() => findMdxFolders(root)).toThrow('src/components/home/Lonely/index.tsx) is missing');
  });
});

describe('the order of the import sorter', () => {
  it('ignores case, counts numbers as numbers, and tells apart what differs only in case', () => {
    expect(['b', 'B2', 'a10', 'a9', 'A'].sort(compareLikeImportSort)).toEqual(['A', 'a9', 'a10', 'b', 'B2']);
    expect(compareLikeImportSort('a', 'A')).not.toBe(0);
  });
});
