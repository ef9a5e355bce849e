import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {
  hashedClassName,
  moduleClasses,
  numberedClassName,
  numberedClassNames,
  shortenModuleClassNames,
  shortLocalIdent,
} from '@site/plugins/lean-bundle/shortClassNames';

describe('numbered class names', () => {
  it('counts _a … _Z, then two letters, never repeating', () => {
    expect(numberedClassName(0)).toBe('_a');
    expect(numberedClassName(25)).toBe('_z');
    expect(numberedClassName(26)).toBe('_A');
    expect(numberedClassName(51)).toBe('_Z');
    expect(numberedClassName(52)).toBe('_aa');
    expect(numberedClassName(53)).toBe('_ab');
    expect(numberedClassName(52 + 52 * 52)).toBe('_aaa');
    const names = Array.from({length: 3000}, (_, index) => numberedClassName(index));
    expect(new Set(names).size).toBe(3000);
    for (const name of names) expect(name).toMatch(/^_[A-Za-z]+$/);
  });
});

describe('the classes a module stylesheet declares', () => {
  it('lists each class once, in order of first mention', () => {
    const css = `.footer { color: red }
.footer .link:hover, .list > .item { margin: .5rem 0.25em }
@media (min-width: 996px) { .item.wide { width: 50% } }`;
    expect(moduleClasses(css)).toEqual(['footer', 'link', 'list', 'item', 'wide']);
  });

  it('leaves out comments and words in strings', () => {
    const css = `/* .commented { } */ .real::after { content: ".not-a-class"; background: url('x.svg') }`;
    expect(moduleClasses(css)).toEqual(['real']);
  });
});

describe('the site module classes, numbered', () => {
  let site: string;
  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), 'short-classes-'));
    const write = (file: string, css: string) => {
      mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
      writeFileSync(path.join(site, file), css);
    };
    write('src/components/b/styles.module.css', '.panel {} .title {}');
    write('src/components/a/styles.module.css', '.panel {}');
    write('plugins/catalogue/page.module.css', '.grid {}');
    write('src/css/custom.css', '.global {}');
    write('src/node_modules/x/styles.module.css', '.skipped {}');
  });
  afterEach(() => rmSync(site, {recursive: true, force: true}));

  it('numbers the classes of src and plugins by file path, skipping global stylesheets', () => {
    expect([...numberedClassNames(site)]).toEqual([
      ['plugins/catalogue/page.module.css:grid', '_a'],
      ['src/components/a/styles.module.css:panel', '_b'],
      ['src/components/b/styles.module.css:panel', '_c'],
      ['src/components/b/styles.module.css:title', '_d'],
    ]);
  });

  it('names a site class by its number and any other module class by a hash that starts with a letter', () => {
    const name = shortLocalIdent(numberedClassNames(site));
    const at = (file: string) => ({rootContext: site, resourcePath: path.join(site, file)});
    expect(name(at('src/components/b/styles.module.css'), '[local]_[contenthash:base64:4]', 'title')).toBe('_d');
    const theme = 'node_modules/@docusaurus/theme-classic/lib/theme/Layout/styles.module.css';
    const hashed = name(at(theme), '', 'mainWrapper');
    expect(hashed).toBe(hashedClassName(theme, 'mainWrapper'));
    expect(hashed).toMatch(/^[A-Za-z][A-Za-z0-9]{4}$/);
    expect(name(at(theme), '', 'mainWrapper')).toBe(hashed);
  });

  it('names a package class the same wherever node_modules is (a worktree may link it)', () => {
    const name = shortLocalIdent(new Map());
    const layout = 'node_modules/@docusaurus/theme-classic/lib/theme/Layout/styles.module.css';
    const inCheckout = name({rootContext: '/repo', resourcePath: `/repo/${layout}`}, '', 'mainWrapper');
    const linked = name({rootContext: '/tmp/worktree', resourcePath: `/repo/${layout}`}, '', 'mainWrapper');
    expect(linked).toBe(inCheckout);
    expect(inCheckout).toBe(hashedClassName(layout, 'mainWrapper'));
  });

  it('stops when two classes would share a name', () => {
    const name = shortLocalIdent(
      new Map([
        ['src/a.module.css:one', '_a'],
        ['src/b.module.css:two', '_a'],
      ]),
    );
    const at = (file: string) => ({rootContext: '/site', resourcePath: `/site/${file}`});
    expect(name(at('src/a.module.css'), '', 'one')).toBe('_a');
    expect(() => name(at('src/b.module.css'), '', 'two')).toThrow(
      'CSS module classes src/a.module.css:one and src/b.module.css:two both got the name "_a"',
    );
  });
});

describe('the build rules that get the short names', () => {
  it('gives css-loader of every CSS module rule the naming, and leaves global stylesheets and other loaders alone', () => {
    const getLocalIdent = shortLocalIdent(new Map());
    const moduleRule = {
      test: /\.module\.css$/i,
      use: [
        {loader: 'mini-css-extract-plugin/loader.js', options: {esModule: true}},
        {
          loader: '/x/node_modules/css-loader/dist/cjs.js',
          options: {modules: {localIdentName: 'x', exportOnlyLocals: false}},
        },
      ],
    };
    const globalRule = {test: /\.css$/i, exclude: /\.module\.css$/i, use: [{loader: 'css-loader', options: {}}]};
    const config = {module: {rules: [globalRule, moduleRule]}};
    shortenModuleClassNames(config, getLocalIdent);
    expect(moduleRule.use[1].options).toEqual({modules: {localIdentName: 'x', exportOnlyLocals: false, getLocalIdent}});
    expect(moduleRule.use[0].options).toEqual({esModule: true});
    expect(globalRule.use[0].options).toEqual({});
  });
});
