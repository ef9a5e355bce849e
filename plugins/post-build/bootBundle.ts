import fs from 'node:fs/promises';
import path from 'node:path';

import type {Plugin} from 'esbuild';

import {builtRegistryEsbuildPlugin, regionDefines} from '../region';

const BOOT_ENTRY = path.resolve(__dirname, '../../src/boot/index.ts');
/** The support chat, imported by the boot script on the chat pages only (`src/boot/index.ts`). */
const SUPPORT_CHAT = path.resolve(__dirname, '../../src/boot/supportChat.ts');
const BOOT_DIR = 'assets/js';

/** One file of the boot script: its path inside the build, `assets/js/…`, and its text. */
interface BootFile {
  relative: string;
  text: string;
}

/** The boot module's files (it imports nothing on load; its later chunks are found relative to it). */
export interface BootUrls {
  /** the module a page loads: `assets/js/boot.<hash>.js`, the one file of the boot script run on load */
  entry: string;
  /** the same with the support chat in it, for the chat pages: `assets/js/boot-chat.<hash>.js` */
  chatEntry: string;
}

/**
 * The boot script, bundled for every current browser (no React) as ES modules. What a page runs on load is one
 * file: shared chunks imported on load cost 0.9 KB gzip and three requests more. The chat pages get an entry
 * with the support chat in it (`boot-chat`); every other module the entry imports only when needed (the
 * runtime config's validator, the third-party loader, the menu's swipe) is a chunk of its own, with its own
 * copy of what it shares with the entry. Those copies keep no state apart: the visitor requests' answers are
 * kept on the page (`src/lib/visitorRequests.ts`). Names carry a hash of the content (cached for a year).
 */
export async function bundleBootScript(): Promise<BootUrls & {files: BootFile[]}> {
  // Loaded when used: esbuild checks its environment on import, and the plugin is imported by tests in jsdom.
  const {build, transform} = await import('esbuild');
  // A stylesheet the boot script imports is its minified text (the search dialog adopts it when it opens).
  const cssAsText: Plugin = {
    name: 'boot-css-as-text',
    setup(css) {
      css.onLoad({filter: /\.css$/}, async (args) => {
        const {code} = await transform(await fs.readFile(args.path, 'utf8'), {loader: 'css', minify: true});
        return {contents: code, loader: 'text'};
      });
    },
  };
  const outdir = path.resolve('/', BOOT_DIR);
  const extensions = ['.ts', '.tsx', '.js'];
  const built = new Map<string, Promise<BootFile>>();
  /**
   * Bundles `file` as the chunk `name`; `importers` are the files whose dynamic imports led here, and the modules
   * in `inline` are bundled into it where it imports them (esbuild turns such an `import()` into a call).
   */
  const bundle = (
    file: string,
    name: string,
    importers: readonly string[],
    inline?: Set<string>,
  ): Promise<BootFile> => {
    // A chunk would wait for itself: refuse it instead of hanging the build.
    if (importers.includes(file)) throw new Error(`Boot script: dynamic imports go round in a circle through ${file}`);
    const key = `${file}\0${name}`;
    const existing = built.get(key);
    if (existing) return existing;
    /**
     * Every other `import('./x')` is left as an import of the chunk that `x` is bundled into on its own. The path
     * is relative to the chunk's folder (every boot file is in `assets/js/`), so the base URL does not matter.
     */
    const chunkPerDynamicImport: Plugin = {
      name: 'boot-chunk-per-dynamic-import',
      setup(chunks) {
        chunks.onResolve({filter: /^\./}, async (args) => {
          if (args.kind !== 'dynamic-import') return undefined;
          const resolved = await chunks.resolve(args.path, {resolveDir: args.resolveDir, kind: 'import-statement'});
          if (resolved.errors.length > 0) return {errors: resolved.errors};
          if (inline?.has(resolved.path)) return undefined;
          const chunkName = `boot-${path.basename(resolved.path).replace(new RegExp(`(${extensions.join('|')})$`), '')}`;
          const chunk = await bundle(resolved.path, chunkName, [...importers, file]);
          return {path: `./${path.basename(chunk.relative)}`, external: true};
        });
      },
    };
    const next = build({
      entryPoints: {[name]: file},
      bundle: true,
      format: 'esm',
      outdir,
      entryNames: '[name].[hash]',
      minify: true,
      target: 'es2020',
      write: false,
      legalComments: 'none',
      resolveExtensions: extensions,
      // The built region, as in the app's bundles (`src/data/region.ts` reads it), and only its settings.
      define: regionDefines(),
      plugins: [builtRegistryEsbuildPlugin(), cssAsText, chunkPerDynamicImport],
    }).then((result) => {
      const [output, ...more] = result.outputFiles;
      if (more.length > 0) throw new Error(`esbuild wrote ${result.outputFiles.length} files for ${name}`);
      return {relative: `${BOOT_DIR}/${path.relative(outdir, output.path)}`, text: output.text};
    });
    built.set(key, next);
    return next;
  };
  const entry = await bundle(BOOT_ENTRY, 'boot', []);
  // A chat page would otherwise fetch the chat's chunk right after the entry, with its own copy of the code they
  // share (the visitor requests, the region): one file is fewer bytes and one request less.
  const chatEntry = await bundle(BOOT_ENTRY, 'boot-chat', [], new Set([SUPPORT_CHAT]));
  const files = await Promise.all(built.values());
  return {entry: entry.relative, chatEntry: chatEntry.relative, files};
}

/** Bundles the boot script and writes its files into the build; returns their URLs under `baseUrl`. */
export async function writeBootScript(outDir: string, baseUrl: string): Promise<BootUrls> {
  const {entry, chatEntry, files} = await bundleBootScript();
  for (const file of files) {
    await fs.mkdir(path.join(outDir, path.dirname(file.relative)), {recursive: true});
    await fs.writeFile(path.join(outDir, file.relative), file.text);
  }
  return {entry: `${baseUrl}${entry}`, chatEntry: `${baseUrl}${chatEntry}`};
}
