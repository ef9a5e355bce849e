import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import {APP_BUNDLE_TYPE, BASE_URL_ATTRIBUTE} from '../../src/boot/onDemand';
import {attr, type Edit, type PageElement, type PageTree, spanOf} from './pageTree';

/**
 * The app's bundles load when the page needs them, not on every page load.
 *
 * Docusaurus writes its bundles as `<script defer>`: every visit downloads, compiles and runs React, the
 * router and the site's client, and hydrates the page, although the page is complete HTML whose controls
 * work without JavaScript. On a slow phone that is most of the main thread's work and most of the bytes.
 *
 * After the build, each page's own deferred bundles become `<script type="text/x-app-bundle" src=…>` (listed,
 * neither fetched nor run), and one small deferred boot script (`src/boot/`, bundled here with esbuild) starts
 * them in their order when the visitor first interacts, or at once when a visitor rule needs the app. The boot
 * script is a content-hashed file under `assets/js/`, so the CSP needs no new inline hash and it gets
 * subresource integrity like every bundle.
 */

const BOOT_ENTRY = path.resolve(__dirname, '../../src/boot/index.ts');

/** The boot script, bundled for every current browser (no React, no chunks). */
export async function bundleBootScript(): Promise<string> {
  // Loaded when used: esbuild checks its environment on import, and the plugin is imported by tests in jsdom.
  const {build} = await import('esbuild');
  const result = await build({
    entryPoints: [BOOT_ENTRY],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2017',
    write: false,
    legalComments: 'none',
  });
  return result.outputFiles[0].text;
}

/** `assets/js/boot.<hash>.js`: the name changes with the content (assets are cached for a year). */
export function bootFileName(source: string): string {
  const hash = createHash('sha256').update(source, 'utf8').digest('hex').slice(0, 8);
  return `assets/js/boot.${hash}.js`;
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

/**
 * The page's own deferred bundles turned into listed app bundles, plus the boot script's tag where the first
 * of them was; each new tag gets the integrity of its file. Other scripts (async, modules, inline,
 * third-party) and pages without such bundles are left as they are, and a page that has the boot script
 * already gets none.
 */
export async function appOnDemandEdits(
  page: PageTree,
  baseUrl: string,
  bootUrl: string,
  integrityOfUrl: (url: string) => Promise<string | null>,
): Promise<AppOnDemandEdits> {
  const scripts = page.elements.filter((element) => element.tagName === 'script');
  const bundles = scripts.filter((script) => isOwnDeferredBundle(script, `${baseUrl}assets/js/`, bootUrl));
  let bootPlaced = scripts.some((script) => attr(script, 'src') === bootUrl);
  const edits: Edit[] = [];
  for (const script of bundles) {
    const src = attr(script, 'src') ?? '';
    const integrity = attr(script, 'integrity') ?? (await integrityOfUrl(src));
    let text = withIntegrityAttribute(`<script type=${APP_BUNDLE_TYPE} src=${src}></script>`, integrity);
    if (!bootPlaced) {
      bootPlaced = true;
      text += withIntegrityAttribute(
        `<script src=${bootUrl} defer ${BASE_URL_ATTRIBUTE}=${baseUrl}></script>`,
        await integrityOfUrl(bootUrl),
      );
    }
    edits.push({...spanOf(script), text});
  }
  return {edits, replaced: new Set(bundles)};
}

/** Bundles the boot script and writes it into the build; returns its path inside the build. */
export async function writeBootScript(outDir: string): Promise<string> {
  const source = await bundleBootScript();
  const relative = bootFileName(source);
  await fs.mkdir(path.join(outDir, path.dirname(relative)), {recursive: true});
  await fs.writeFile(path.join(outDir, relative), source);
  return relative;
}
