import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {ADMIN_HEADERS, ADMIN_PATH} from '../../server/core/adminPolicy';
import {
  buildCsp,
  type CspManifest,
  cspSourcesFromConfig,
  hashSource,
  securityHeaders,
} from '../../server/core/securityPolicy';
import {ASSETS_IGNORE_FILE, CSP_MANIFEST_FILE, HEADERS_FILE, NGINX_INCLUDE_FILE} from '../../site/buildFiles';
import {routeOfBuiltHtml} from '../../site/routes';
import {RUNTIME_CONFIG_DEFAULTS} from '../../src/lib/runtimeConfigDefaults';
import {isPreviewFlag} from '../../src/siteEnv';
import {writeSearchIndex} from '../search-index';
import {checkBuiltFaces} from '../site-font';
import {adminSiteOf, writeAdminFiles} from '../writers-editor';
import {appOnDemandEdits, type BootTag, writeBootScript} from './appOnDemand';
import {everyPageFontsOfBuild, fontPreloadEdits} from './fontPreload';
import {generatedPageFiles} from './generatedPages';
import {renderAssetsIgnore, renderHeadersFile, renderNginxInclude} from './hostFiles';
import {inlineScriptsOf, inlineStylesOf} from './inlineCode';
import {applyEdits, type PageTree, parsePage} from './pageTree';
import {precompressBuild} from './precompress';
import {buildFileIntegrity, integrityEdits, urlIntegrity} from './subresourceIntegrity';

/**
 * After the build, in this order (1–4 in one pass: each page is parsed once, `pageTree.ts`, and each step
 * adds edits at the parser's source positions, so the rest of the page stays as the bundler wrote it):
 * 1. preloads of the font files every page's text needs (`fontPreload.ts`);
 * 2. the page's own bundles load on demand, started by the boot script (`appOnDemand.ts`);
 * 3. subresource integrity on the build's own scripts, script preloads and stylesheets;
 * 4. the sha256 of every inline `<script>` into the CSP's script-src (never 'unsafe-inline'), and of every
 *    inline style into style-src;
 * 1–4 run on the pages the build rendered only (`generatedPages.ts`): an HTML file copied from a static folder
 * gets no hash, so its scripts never run under the site's policy.
 * 5. the headers written for every host: `csp.json` for the edge app (`server/core/securityHeaders.ts`),
 *    `_headers` (Netlify / Cloudflare Pages) and an nginx include, plus `.assetsignore` for Workers;
 * 6. the check that every page's text and every stylesheet rule is drawn in the site's own font
 *    (plugins/site-font);
 * 7. Brotli and gzip variants of the text files (`precompress.ts`).
 * Before 1, the site search's index is written from the pages (plugins/search-index): it reads them before any
 * edit and must come before 7, which compresses it too.
 * A changed inline script changes the hashes on the next build; tests/e2e/csp.spec.ts checks them
 * against the HTML.
 */

export function sha256Source(text: string): string {
  return hashSource(createHash('sha256').update(text, 'utf8').digest('base64'));
}

interface InlineHashes {
  scriptHashes: string[];
  styleHashes: string[];
}

/** The sorted, unique hash sources of every inline script and style in the given pages. */
function inlineHashesOf(pages: Iterable<PageTree>): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const page of pages) {
    for (const script of inlineScriptsOf(page)) scripts.add(sha256Source(script));
    for (const style of inlineStylesOf(page)) styles.add(sha256Source(style));
  }
  return {scriptHashes: [...scripts].sort(), styleHashes: [...styles].sort()};
}

/** The sorted, unique hash sources of every inline script in the given pages of a build. */
export async function buildScriptHashes(files: readonly string[]): Promise<string[]> {
  const pages = await Promise.all(files.map((file) => fs.readFile(file, 'utf8')));
  return inlineHashesOf(pages.map(parsePage)).scriptHashes;
}

/**
 * Steps 1–4 above in one pass: each page is read and parsed once, gets its font preloads, its bundles on
 * demand and integrity as edits of its text, is written back once if it changed, and its inline code
 * is hashed from the same tree (the edits add no inline code).
 */
export async function rewriteBuiltPages(
  outDir: string,
  baseUrl: string,
  files: string[],
  locales?: BootTag['locales'],
): Promise<InlineHashes> {
  const fonts = await everyPageFontsOfBuild(outDir);
  // The boot script is written first: integrity reads it like any other file of the build.
  const boot: BootTag = {...(await writeBootScript(outDir, baseUrl)), locales};
  const integrityOfUrl = urlIntegrity(baseUrl, buildFileIntegrity(outDir));
  const pages: PageTree[] = [];
  for (const file of files) {
    const page = parsePage(await fs.readFile(file, 'utf8'));
    const route = routeOfBuiltHtml(path.relative(outDir, file).split(path.sep).join('/')) ?? undefined;
    const bundles = await appOnDemandEdits(page, baseUrl, boot, integrityOfUrl, route);
    const edits = [
      ...fontPreloadEdits(page, fonts),
      ...bundles.edits,
      ...(await integrityEdits(page, integrityOfUrl, bundles.replaced)),
    ];
    if (edits.length > 0) await fs.writeFile(file, applyEdits(page.html, edits));
    pages.push(page);
  }
  return inlineHashesOf(pages);
}

function cspManifestFor(scriptHashes: string[], styleHashes: string[] = []): CspManifest {
  return {
    version: 1,
    scriptHashes,
    styleHashes,
    policy: buildCsp(scriptHashes, cspSourcesFromConfig(RUNTIME_CONFIG_DEFAULTS), styleHashes),
  };
}

/** The headers every host sends with this build (a preview adds `X-Robots-Tag: noindex`). */
function hostHeaders(manifest: CspManifest, isPreview: boolean): Record<string, string> {
  return {...securityHeaders(manifest.policy), ...(isPreview && {'X-Robots-Tag': 'noindex'})};
}

export default function securityHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    // One plugin does all of it in order: plugins' postBuild steps run at the same time.
    async postBuild({outDir, routesPaths}) {
      // The editor's files first: the steps below see the whole build (precompression includes them).
      await writeAdminFiles(outDir, adminSiteOf(context));
      const {i18n} = context;
      // Only the pages the build rendered: never an HTML file copied from a static folder, nor the editor's page.
      const pages = generatedPageFiles(outDir, routesPaths, context.baseUrl);
      // The site search's index from the pages as the bundler wrote them, before precompression compresses it too.
      await writeSearchIndex({
        outDir,
        baseUrl: context.baseUrl,
        locale: i18n.currentLocale,
        localizationDir: context.localizationDir,
        pages,
      });
      const {scriptHashes, styleHashes} = await rewriteBuiltPages(outDir, context.baseUrl, pages, {
        current: i18n.currentLocale,
        default: i18n.defaultLocale,
        all: i18n.locales,
      });
      const manifest = cspManifestFor(scriptHashes, styleHashes);
      const headers = hostHeaders(manifest, isPreviewFlag(process.env.PREVIEW));
      await fs.writeFile(path.join(outDir, CSP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      await fs.writeFile(
        path.join(outDir, HEADERS_FILE),
        renderHeadersFile(headers, {[`${context.baseUrl}${ADMIN_PATH}*`]: ADMIN_HEADERS}),
      );
      await fs.writeFile(path.join(outDir, NGINX_INCLUDE_FILE), renderNginxInclude(headers));
      await fs.writeFile(path.join(outDir, ASSETS_IGNORE_FILE), renderAssetsIgnore());
      // The pages are final now: no text of theirs may need a face the site does not ship.
      await checkBuiltFaces(outDir, context.siteDir, pages);
      await precompressBuild(outDir);
    },
  };
}
