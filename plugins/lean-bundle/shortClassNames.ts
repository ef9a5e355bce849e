import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

/**
 * Production class names of CSS modules. Docusaurus names a module's class `footer_Ab3x`; every page's HTML,
 * the stylesheet and the scripts carry these names, so the readable half costs each visitor bytes. A
 * production build names the site's own module classes `_a`, `_b`, … `_Zz` instead, numbered in a fixed order
 * (the site's `*.module.css` files by path, each file's classes in order of first mention), and any other
 * module's classes (the theme's) by a five-character hash. Both builds of one site (server and browser) read
 * the same files, so they agree and hydration matches. The dev server keeps the readable names. No stylesheet
 * or test may select a module's class by its text.
 * Figure: css-loader's `[hash:base64:5]` adds 1.6–2.4 KB gzip to every route's first visit (bench/results.md).
 */

export type WebpackConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

interface LoaderUse {
  loader?: string;
  options?: Record<string, unknown>;
}

/** The loaders (`use` entries) of every rule of a build that applies to a file named like `sample`. */
export function loaderUsesFor(config: WebpackConfig, sample: string): LoaderUse[] {
  return (config.module?.rules ?? []).flatMap((rule) =>
    rule && typeof rule === 'object' && rule.test instanceof RegExp && rule.test.test(sample) && Array.isArray(rule.use)
      ? (rule.use as LoaderUse[])
      : [],
  );
}

/** Folders whose `*.module.css` files get the short numbered names. */
const SITE_STYLE_DIRS = ['src', 'plugins'];

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `_a` … `_Z`, then `_aa` …: the underscore keeps them apart from the global classes (Infima, the theme). */
export function numberedClassName(index: number): string {
  let name = '';
  let rest = index;
  do {
    name = LETTERS[rest % LETTERS.length] + name;
    rest = Math.floor(rest / LETTERS.length) - 1;
  } while (rest >= 0);
  return `_${name}`;
}

/** The classes a module stylesheet declares, in order of first mention (comments left out). */
export function moduleClasses(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(["'])(?:\\.|(?!\1)[^\\\n])*\1/g, '""');
  return [...new Set([...code.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1]))];
}

/** Each site module class (`src/…/styles.module.css:footer`) with its numbered name. */
export function numberedClassNames(siteDir: string): Map<string, string> {
  const keys = SITE_STYLE_DIRS.flatMap((dir) =>
    readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.module.css') && !file.split(path.sep).includes('node_modules'))
      .map((file) => `${dir}/${file.split(path.sep).join('/')}`),
  )
    .sort()
    .flatMap((file) => moduleClasses(readFileSync(path.join(siteDir, file), 'utf8')).map((name) => `${file}:${name}`));
  return new Map(keys.map((key, index) => [key, numberedClassName(index)]));
}

/** A class no numbered name covers (the theme's own modules, keyframes): a hash that starts with a letter. */
export function hashedClassName(file: string, localName: string): string {
  const digest = createHash('sha256').update(`${file}\0${localName}`).digest('base64url');
  return digest
    .replace(/[^A-Za-z0-9]/g, '')
    .replace(/^[0-9]+/, '')
    .slice(0, 5);
}

interface LoaderContext {
  rootContext: string;
  resourcePath: string;
}

/** css-loader's `modules.getLocalIdent` for one site: numbered names, else a hash; two classes on one name stop the build. */
export function shortLocalIdent(numbered: ReadonlyMap<string, string>) {
  const given = new Map<string, string>();
  return (loaderContext: LoaderContext, _pattern: string, localName: string): string => {
    const relative = path.relative(loaderContext.rootContext, loaderContext.resourcePath).split(path.sep).join('/');
    // A package's stylesheet is named by its path inside `node_modules`, wherever that folder is: a worktree that
    // links it (the review's base build) must give the same names as the checkout.
    const packaged = relative.lastIndexOf('node_modules/');
    const file = packaged >= 0 ? relative.slice(packaged) : relative;
    const key = `${file}:${localName}`;
    const name = numbered.get(key) ?? hashedClassName(file, localName);
    const owner = given.get(name);
    if (owner !== undefined && owner !== key) {
      throw new Error(`CSS module classes ${owner} and ${key} both got the name "${name}" (shortClassNames.ts)`);
    }
    given.set(name, key);
    return name;
  };
}

/** Gives every CSS module rule of a build (server and browser alike) the short names. */
export function shortenModuleClassNames(
  config: WebpackConfig,
  getLocalIdent: ReturnType<typeof shortLocalIdent>,
): void {
  for (const use of loaderUsesFor(config, 'x.module.css')) {
    const modules = use.options?.modules;
    if (!use.loader?.includes('css-loader') || !modules || typeof modules !== 'object') continue;
    use.options = {...use.options, modules: {...modules, getLocalIdent}};
  }
}
