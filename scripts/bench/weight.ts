import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {JSDOM} from 'jsdom';

import {listedAppBundles} from '../../src/boot/appBundles';

export interface PageWeight {
  /** Every script of the page: those it runs on load and the app bundles it starts on demand. */
  jsRaw: number;
  jsGzip: number;
  /** The scripts that run on load, before the visitor interacts (this site: the boot module and its preloaded chunks). */
  loadJsGzip: number;
  cssRaw: number;
  cssGzip: number;
  htmlRaw: number;
  htmlGzip: number;
  imagesRaw: number;
  /** HTML + JS run on load + CSS (gzip) + images (raw): what a first visit downloads before it interacts. */
  totalTransfer: number;
}

function sizes(file: string): {raw: number; gzip: number} {
  const bytes = readFileSync(file);
  return {raw: bytes.length, gzip: gzipSync(bytes, {level: 9}).length};
}

/** Weight of a built page: the scripts, stylesheets and eagerly loaded images its HTML references. */
export function pageWeight(buildDir: string, htmlFile: string, baseUrl = '/'): PageWeight {
  const html = readFileSync(path.join(buildDir, htmlFile), 'utf8');
  const local = (url: string): string | null => {
    if (!url.startsWith(baseUrl)) return null;
    const file = path.join(buildDir, url.slice(baseUrl.length).split(/[?#]/)[0]);
    return existsSync(file) ? file : null;
  };
  const unique = (urls: (string | null)[]): string[] => [...new Set(urls.filter((url): url is string => !!url))];
  // The build minifies HTML (unquoted attributes): parse it rather than pattern-match it.
  const {document} = new JSDOM(html).window;
  const attr = (selector: string, name: string) =>
    [...document.querySelectorAll(selector)].map((el) => el.getAttribute(name));
  // Module preloads are the boot module's own chunks: fetched on load like the module itself.
  const preloads = [...attr('link[rel="preload"][as="script"]', 'href'), ...attr('link[rel="modulepreload"]', 'href')];
  // Listed app bundles are neither fetched nor run until the app is needed (plugins/post-build/appOnDemand.ts).
  const appBundles = listedAppBundles(document).map((bundle) => bundle.src);
  const scripts = unique([...attr('script[src]', 'src'), ...appBundles, ...preloads]);
  const loadScripts = unique([...attr('script[src]', 'src'), ...preloads]);
  const styles = unique(attr('link[rel="stylesheet"]', 'href'));
  const images = unique(attr('img:not([loading="lazy"])', 'src'));
  const sum = (urls: string[]) =>
    urls
      .map(local)
      .filter((file): file is string => file !== null)
      .map(sizes)
      .reduce((acc, s) => ({raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip}), {raw: 0, gzip: 0});
  const js = sum(scripts);
  const loadJs = sum(loadScripts);
  const css = sum(styles);
  const img = sum(images);
  const htmlSize = sizes(path.join(buildDir, htmlFile));
  return {
    jsRaw: js.raw,
    jsGzip: js.gzip,
    loadJsGzip: loadJs.gzip,
    cssRaw: css.raw,
    cssGzip: css.gzip,
    htmlRaw: htmlSize.raw,
    htmlGzip: htmlSize.gzip,
    imagesRaw: img.raw,
    totalTransfer: htmlSize.gzip + loadJs.gzip + css.gzip + img.raw,
  };
}

/** The built page of a route (`/` → `index.html`, `/a/b/` → `a/b/index.html`). */
function routeHtmlFile(route: string, baseUrl = '/'): string {
  const inSite = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\/+/, '');
  return path.join(inSite, 'index.html');
}

export interface HeaviestRoute {
  route: string;
  bytes: number;
}

/**
 * The routes that load the most before any interaction: script run on load, and everything (HTML, that script,
 * CSS, eager images), for the spec's every-route bars (25 KB and 120 KB).
 */
export function heaviestBeforeInteraction(
  buildDir: string,
  routes: readonly string[],
): {script: HeaviestRoute; total: HeaviestRoute} {
  let script: HeaviestRoute = {route: '', bytes: -1};
  let total: HeaviestRoute = {route: '', bytes: -1};
  for (const route of routes) {
    const weight = pageWeight(buildDir, routeHtmlFile(route));
    if (weight.loadJsGzip > script.bytes) script = {route, bytes: weight.loadJsGzip};
    if (weight.totalTransfer > total.bytes) total = {route, bytes: weight.totalTransfer};
  }
  return {script, total};
}
