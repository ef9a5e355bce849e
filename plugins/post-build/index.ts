import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {builtHtmlOfRoute, routeOfBuiltHtml} from '../../site/routes';
import {isPreviewFlag} from '../../src/siteEnv';
import {writeSearchIndex} from '../search-index';
import {builtCss, checkBuiltFaces} from '../site-font';
import {adminSiteOf, writeAdminFiles} from '../writers-editor';
import {appOnDemandEdits, type BootTag} from './appOnDemand';
import {writeBootScript} from './bootBundle';
import {type InlineHashes, inlineHashesOf} from './cspHashes';
import {everyPageFonts, fontPreloadEdits} from './fontPreload';
import {writeHostFiles} from './hostFiles';
import {applyEdits, type PageTree, parsePage} from './pageTree';
import {precompressBuild} from './precompress';
import {integrityEdits, urlIntegrity} from './subresourceIntegrity';

/**
 * The one post-build pipeline: everything done to the build after Docusaurus wrote it. Docusaurus runs the
 * plugins' postBuild steps at the same time, so every step that needs another's result is here, in this order:
 *
 * 1. editor files (`plugins/writers-editor`): first, so every later step sees the whole build (the
 *    compressed copies include them);
 * 2. boot bundle (`bootBundle.ts`): before the pages, because their new tags name its files and integrity
 *    reads them like any other file of the build;
 * 3. site search index (`plugins/search-index`): from the pages as the bundler wrote them, before the pass
 *    below edits them, and before the compressed copies, which include it;
 * 4. font preloads (`fontPreload.ts`), 5. app on demand (`appOnDemand.ts`), 6. subresource integrity
 *    (`subresourceIntegrity.ts`), 7. CSP hashes (`cspHashes.ts`): one pass over each page the build rendered
 *    (`renderedPageFiles`), parsed once (`pageTree.ts`) and changed by edits at the parser's positions, so the
 *    rest stays as the bundler wrote it; the app on demand comes before integrity, which skips the scripts it
 *    replaced, and the hashes are read last, from the same tree (the edits add no inline code);
 * 8. host files (`hostFiles.ts`): after the pages, because the policy they carry holds the pages' hashes;
 * 9. font check (`plugins/site-font`): once the pages are final, no text of theirs may need a face the site
 *    does not ship;
 * 10. compressed copies (`precompress.ts`): last, so they are copies of every file's final bytes.
 */

/**
 * The file, relative to the build folder, that Docusaurus writes for a route under `baseUrl` (`/funds/` →
 * `funds/index.html`, `/404.html` as it is; the site has `trailingSlash: true`).
 */
export function renderedPageOfRoute(route: string, baseUrl: string): string {
  const sitePath = route.startsWith(baseUrl) ? `/${route.slice(baseUrl.length)}` : route;
  if (/\.html?$/i.test(sitePath)) return sitePath.replace(/^\/+/, '');
  return builtHtmlOfRoute(sitePath.endsWith('/') ? sitePath : `${sitePath}/`);
}

/**
 * Every page the build rendered (postBuild's `routesPaths`), as full paths, each once, in route order. Any other
 * `.html` under the build was copied from a static folder as it was, a file a writer could add, or is the
 * editor's page: the pass never touches it, and its inline scripts get no hash in the CSP.
 */
export function renderedPageFiles(outDir: string, routesPaths: readonly string[], baseUrl: string): string[] {
  const files = new Set(routesPaths.map((route) => path.join(outDir, renderedPageOfRoute(route, baseUrl))));
  return [...files].filter((file) => existsSync(file));
}

/**
 * Steps 4–7: each page is read and parsed once, gets its font preloads, its bundles on demand and integrity as
 * edits of its text, is written back once if it changed, and its inline code is hashed from the same tree.
 */
export async function rewritePages(
  outDir: string,
  baseUrl: string,
  files: readonly string[],
  boot: BootTag,
): Promise<InlineHashes> {
  const fonts = everyPageFonts(await builtCss(outDir));
  const integrityOfUrl = urlIntegrity(outDir, baseUrl);
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

export default function postBuildPlugin(context: LoadContext): Plugin {
  const {baseUrl, i18n, siteDir} = context;
  return {
    // The name it had before the folder was named for what it does: Docusaurus writes every plugin's name into
    // the site's bundle, so a new one would change every page of the build.
    name: 'security-headers',
    async postBuild({outDir, routesPaths}) {
      await writeAdminFiles(outDir, adminSiteOf(context));
      const locales = {current: i18n.currentLocale, default: i18n.defaultLocale, all: i18n.locales};
      const boot: BootTag = {...(await writeBootScript(outDir, baseUrl)), locales};
      const pages = renderedPageFiles(outDir, routesPaths, baseUrl);
      await writeSearchIndex({
        outDir,
        baseUrl,
        locale: i18n.currentLocale,
        localizationDir: context.localizationDir,
        pages,
      });
      const hashes = await rewritePages(outDir, baseUrl, pages, boot);
      await writeHostFiles(outDir, baseUrl, hashes, isPreviewFlag(process.env.PREVIEW));
      await checkBuiltFaces(outDir, siteDir, pages);
      await precompressBuild(outDir);
    },
  };
}
