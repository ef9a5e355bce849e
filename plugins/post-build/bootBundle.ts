import fs from 'node:fs/promises';
import path from 'node:path';

import type {Plugin} from 'esbuild';

import {builtRegistryEsbuildPlugin, regionDefines} from '../region';

const BOOT_ENTRY = path.resolve(__dirname, '../../src/boot/index.ts');
const SUPPORT_CHAT = path.resolve(__dirname, '../../src/boot/supportChat.ts');
const BOOT_DIR = 'assets/js';

interface BootFile {
  relative: string;
  text: string;
}

/** The boot entries; their later chunks are found relative to them. */
export interface BootUrls {
  entry: string;
  /** with the support chat in it, for the chat pages */
  chatEntry: string;
}

/**
 * The boot script as ES modules, one file on load: shared chunks imported on load cost 0.9 KB gzip and three
 * requests more. Each module imported only when needed is a chunk with its own copy of what it shares with the
 * entry; the copies keep no state apart (answers are kept on the page, `src/lib/visitorRequests.ts`).
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
  // `importers`: the files whose dynamic imports led here; the modules in `inline` are bundled in where imported.
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
    // Every other `import('./x')` imports x's own chunk by a path relative to `assets/js/`, so no base URL.
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

export async function writeBootScript(outDir: string, baseUrl: string): Promise<BootUrls> {
  const {entry, chatEntry, files} = await bundleBootScript();
  for (const file of files) {
    await fs.mkdir(path.join(outDir, path.dirname(file.relative)), {recursive: true});
    await fs.writeFile(path.join(outDir, file.relative), file.text);
  }
  return {entry: `${baseUrl}${entry}`, chatEntry: `${baseUrl}${chatEntry}`};
}
