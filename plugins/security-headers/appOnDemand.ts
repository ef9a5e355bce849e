import fs from 'node:fs/promises';
import path from 'node:path';

import {APP_BUNDLES_ID, BASE_URL_ATTRIBUTE, type ListedBundle, LOCALE_ATTRIBUTES} from '../../src/boot/onDemand';
import {builtRegistryEsbuildPlugin, regionDefines} from '../region';
import {attr, type Edit, type PageElement, type PageTree, spanOf} from './pageTree';

/**
 * The app's bundles load when the page needs them, not on every page load.
 *
 * Docusaurus writes its bundles as `<script defer>`: every visit downloads, compiles and runs React, the
 * router and the site's client, and hydrates the page, although the page is complete HTML whose controls
 * work without JavaScript. On a slow phone that is most of the main thread's work and most of the bytes.
 *
 * After the build, each page's own deferred bundles are listed in one JSON data block (neither fetched nor run;
 * `src/boot/onDemand.ts`), and one small deferred boot script (`src/boot/`, bundled here with esbuild) starts
 * them in their order when the visitor first interacts, or at once when a visitor rule needs the app. The boot
 * script is a content-hashed file under `assets/js/`, so the CSP needs no new inline hash and it gets
 * subresource integrity like every bundle.
 */

const BOOT_ENTRY = path.resolve(__dirname, '../../src/boot/index.ts');
const BOOT_DIR = 'assets/js';

export interface BootFile {
  /** path inside the build, `assets/js/…` */
  relative: string;
  text: string;
}

export interface BootBundle {
  /** the module the page loads: `assets/js/boot.<hash>.js` */
  entry: string;
  /** the chunks the entry imports on load (code it shares with a later chunk): preloaded beside it */
  preload: string[];
  /** the entry and every chunk: those it imports on load, and the runtime config's validator, imported when needed */
  files: BootFile[];
}

/**
 * The boot script, bundled for every current browser (no React) as an ES module: the code only some visits
 * need (the runtime config's validator, needed only when the deployed file is not the build's own) is a chunk
 * it imports then. Names carry a hash of the content (assets are cached for a year).
 */
export async function bundleBootScript(): Promise<BootBundle> {
  // Loaded when used: esbuild checks its environment on import, and the plugin is imported by tests in jsdom.
  const {build} = await import('esbuild');
  const outdir = path.resolve('/', BOOT_DIR);
  const result = await build({
    entryPoints: {boot: BOOT_ENTRY},
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir,
    entryNames: '[name].[hash]',
    chunkNames: 'boot-[name].[hash]',
    minify: true,
    target: 'es2020',
    write: false,
    metafile: true,
    legalComments: 'none',
    // The built region, as in the app's bundles (`src/data/region.ts` reads it), and only its settings.
    define: regionDefines(),
    plugins: [builtRegistryEsbuildPlugin()],
  });
  const files = result.outputFiles.map((file) => ({
    relative: `${BOOT_DIR}/${path.relative(outdir, file.path)}`,
    text: file.text,
  }));
  const inBuild = (output: string) => `${BOOT_DIR}/${path.basename(output)}`;
  const entryOutput = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint !== undefined);
  if (!entryOutput) throw new Error('esbuild wrote no boot entry');
  const [entryPath, entryMeta] = entryOutput;
  const preload = entryMeta.imports
    .filter((item) => item.kind === 'import-statement')
    .map((item) => inBuild(item.path));
  return {entry: inBuild(entryPath), preload, files};
}

/** One of the page's own deferred bundles: `<script src=…/assets/js/… defer>`, not async, no type. */
function isOwnDeferredBundle(script: PageElement, bundlePrefix: string, bootUrl: string): boolean {
  const src = attr(script, 'src');
  return (
    src !== null &&
    src.startsWith(bundlePrefix) &&
    src !== bootUrl &&
    attr(script, 'defer') !== null &&
    attr(script, 'async') === null &&
    attr(script, 'type') === null
  );
}

/** A tag with `integrity="…"` right after its name, when the file has one. */
function withIntegrityAttribute(tag: string, integrity: string | null): string {
  if (integrity === null) return tag;
  const name = /^<[a-z]+/.exec(tag)?.[0] ?? '';
  return `${name} integrity="${integrity}"${tag.slice(name.length)}`;
}

export interface AppOnDemandEdits {
  edits: Edit[];
  /** The script elements the edits replace (no other step may change them). */
  replaced: Set<PageElement>;
}

/** The bundles as a JSON data block; `<` is escaped so that no URL can end the script element. */
function bundleListTag(bundles: ListedBundle[]): string {
  const json = JSON.stringify(bundles).replaceAll('<', '\\u003c');
  return `<script type=application/json id=${APP_BUNDLES_ID}>${json}</script>`;
}

/**
 * The page's own deferred bundles turned into one list of app bundles (with the integrity of each file), plus
 * the boot script's tag, where the first of them was; the others are removed. Other scripts (async, modules,
 * inline, third-party) and pages without such bundles are left as they are, and a page that has the boot
 * script already gets none.
 */
export async function appOnDemandEdits(
  page: PageTree,
  baseUrl: string,
  boot: BootTag,
  integrityOfUrl: (url: string) => Promise<string | null>,
): Promise<AppOnDemandEdits> {
  const scripts = page.elements.filter((element) => element.tagName === 'script');
  const bootUrl = boot.entry;
  const bundles = scripts.filter((script) => isOwnDeferredBundle(script, `${baseUrl}assets/js/`, bootUrl));
  if (bundles.length === 0) return {edits: [], replaced: new Set()};
  const [first, ...rest] = bundles;
  const listed: ListedBundle[] = [];
  for (const script of bundles) {
    const src = attr(script, 'src') ?? '';
    listed.push({src, integrity: attr(script, 'integrity') ?? (await integrityOfUrl(src))});
  }
  let text = bundleListTag(listed);
  if (!scripts.some((script) => attr(script, 'src') === bootUrl)) {
    for (const url of boot.preload) {
      text += withIntegrityAttribute(`<link rel=modulepreload href=${url}>`, await integrityOfUrl(url));
    }
    text += withIntegrityAttribute(
      `<script type=module src=${bootUrl} ${bootTagAttributes(boot, baseUrl)}></script>`,
      await integrityOfUrl(bootUrl),
    );
  }
  const edits: Edit[] = [{...spanOf(first), text}, ...rest.map((script) => ({...spanOf(script), text: ''}))];
  return {edits, replaced: new Set(bundles)};
}

/** The boot module's URL and the URLs of the chunks it imports on load. */
export interface BootUrls {
  entry: string;
  preload: string[];
}

/** What the boot script's tag carries besides its URL: the site's locales, for the locale cookie. */
export interface BootTag extends BootUrls {
  locales?: {current: string; default: string; all: readonly string[]};
}

function bootTagAttributes(boot: BootTag, baseUrl: string): string {
  const attributes = [`${BASE_URL_ATTRIBUTE}=${baseUrl}`];
  if (boot.locales) {
    attributes.push(
      `${LOCALE_ATTRIBUTES.current}=${boot.locales.current}`,
      `${LOCALE_ATTRIBUTES.default}=${boot.locales.default}`,
      `${LOCALE_ATTRIBUTES.all}=${boot.locales.all.join(',')}`,
    );
  }
  return attributes.join(' ');
}

/** Bundles the boot script and writes its files into the build; returns their URLs under `baseUrl`. */
export async function writeBootScript(outDir: string, baseUrl: string): Promise<BootUrls> {
  const {entry, preload, files} = await bundleBootScript();
  for (const file of files) {
    await fs.mkdir(path.join(outDir, path.dirname(file.relative)), {recursive: true});
    await fs.writeFile(path.join(outDir, file.relative), file.text);
  }
  return {entry: `${baseUrl}${entry}`, preload: preload.map((relative) => `${baseUrl}${relative}`)};
}
