import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import matter from 'gray-matter';

import {editorPage} from '../../site/editorPage';
import {findMdxFolders} from '../../site/mdxComponentFolders';
import {loadSite} from '../../site/pages';
import {PAGES_DIR, SITE_ROOT} from '../../site/paths';
import {pageFiles, routeOfPage} from '../../site/routes';
import {decapConfig, EDITOR_STYLESHEET, type EditorPage, type EditorSite} from '../../src/admin/decapConfig';
import {DEV_STYLESHEET, devPreviewFiles, siteStylesheetOf} from './previewStylesheet';

/**
 * The files of `/admin/`, the same for the build (`build/admin/`) and the dev server (from memory): the page,
 * Decap's prebuilt bundle from the installed `decap-cms` (no CDN), the admin script and the configuration.
 */

export const ADMIN_DIR = 'admin';
// Resolved like any package, so a copy of the project (the benchmarks build one) finds the installed one.
const DECAP_DIST = path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');
const COLLECTIONS_DIR = 'i18n/hu/collections';

export interface AdminFile {
  body: Buffer | string;
  type: string;
}

/** The repository (empty: only the local backend can work) and the site's origin (`https://www.ggpoker.hu`). */
export type AdminSite = Pick<EditorSite, 'repository' | 'origin'>;

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

function contentTypeOf(file: string): string {
  return TYPES[path.extname(file)] ?? 'application/octet-stream';
}

/**
 * Decap's complete prebuilt bundle (`decap-cms`: Decap with its own React) and the chunks and WebAssembly files
 * it loads beside itself; the package's second copy under the old `cms.js` names and the source maps are left out.
 */
function decapFiles(): string[] {
  return readdirSync(DECAP_DIST).filter((file) => /^(?:\d+\.)?decap-cms\.js$|\.wasm$/.test(file));
}

/** Every MDX page with its route and title, for the editor's page list. */
function editorPages(): EditorPage[] {
  return pageFiles().map((relative) => {
    const file = path.join(PAGES_DIR, relative);
    const {data} = matter(readFileSync(path.join(SITE_ROOT, file), 'utf8'));
    const title = typeof data.title === 'string' ? data.title : relative;
    return {file, route: routeOfPage(relative, data.slug), title};
  });
}

/** Each MDX component's module, for the import line a new block may need (the folders `npm run generate` reads). */
function componentModules(): Record<string, string> {
  return Object.fromEntries(
    findMdxFolders(SITE_ROOT).map(({name, room}) => [name, `@site/src/components/${room}/${name}`]),
  );
}

/** Every route with its anchors, as the writers' check finds them, for the links rule of the page text. */
function siteRoutes(): Record<string, string[]> {
  return Object.fromEntries([...loadSite().routes].map(([route, anchors]) => [route, [...anchors].sort()]));
}

async function bundleAdminScript(): Promise<string> {
  const {build} = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(SITE_ROOT, 'src/admin/index.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    legalComments: 'none',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** `<name>.<hash>.js`: the name changes with the content. */
function hashedName(name: string, source: string): string {
  return `${name}.${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
}

function adminPage(script: string, stylesheet: string): string {
  // Relative to /admin/, so any base URL works.
  return editorPage({
    lang: 'hu-HU',
    robots: 'noindex, nofollow',
    title: 'Szerkesztő – GGPoker Magyarország',
    head: `<link rel="icon" href="../img/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${EDITOR_STYLESHEET}">
`,
    body: `<noscript>A szerkesztőhöz JavaScript kell.</noscript>
<script src="manual-init.js"></script>
<script src="decap/decap-cms.js"></script>
<script src="${script}" data-preview-stylesheet="${stylesheet}"></script>
`,
  });
}

/** Every file of `/admin/` by path; without `buildDir` (the dev server) the preview gets its own stylesheet. */
export async function adminFiles(site: AdminSite, buildDir?: string): Promise<Map<string, AdminFile>> {
  const script = await bundleAdminScript();
  const scriptName = hashedName('admin', script);
  const stylesheet = buildDir === undefined ? DEV_STYLESHEET : `../${siteStylesheetOf(buildDir)}`;
  const config = decapConfig({
    ...site,
    pages: editorPages(),
    collectionsDir: COLLECTIONS_DIR,
    componentModules: componentModules(),
    routes: siteRoutes(),
  });
  const files = new Map<string, AdminFile>(buildDir === undefined ? devPreviewFiles() : []);
  const add = (name: string, body: AdminFile['body']) => files.set(name, {body, type: contentTypeOf(name)});
  add('index.html', adminPage(scriptName, stylesheet));
  // Decap starts itself on load unless told before its bundle runs; a file, since the CSP allows no inline script.
  add('manual-init.js', 'window.CMS_MANUAL_INIT = true;\n');
  add(scriptName, script);
  add(EDITOR_STYLESHEET, readFileSync(path.join(SITE_ROOT, 'src/admin', EDITOR_STYLESHEET)));
  add('config.json', `${JSON.stringify(config, null, 2)}\n`);
  for (const file of decapFiles()) add(`decap/${file}`, readFileSync(path.join(DECAP_DIST, file)));
  return files;
}
