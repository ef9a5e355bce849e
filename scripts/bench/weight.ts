/**
 * A page's weight, two ways. From the built files (`pageWeight`): the scripts, stylesheets and eager images its HTML
 * references, raw and gzip. As the browser counts it (`browserWeights`): every byte Chromium receives for a route in
 * a new profile (no cache) until the network is quiet, with no interaction: the HTML, stylesheets, fonts, images,
 * the scripts run on load and the visitor requests they make, each with its response headers (DevTools'
 * "transferred"), on the phone of Lighthouse's mobile setting; every route against the bare scaffold's home
 * measured in the same run.
 *
 * `npm run bench:weight [-- --routes /a/,/b/ --build-dir build]` runs the browser's count on a production build
 * (`npm run build` first) and the scaffold's build in bench/tmp (made if missing) and writes
 * its section of bench/results.md; `npm run bench` reports the same table in its own.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import type {Browser} from '@playwright/test';
import {JSDOM} from 'jsdom';

import {precompressBuild} from '../../plugins/post-build/precompress';
import {listen} from '../../server/node/listen';
import {SITEMAP_FILE} from '../../site/buildFiles';
import {readSitemapRoutes} from '../../site/sitemap';
import {listedAppBundles} from '../../src/boot/appBundles';
import {launchChromium} from '../browser/chromium';
import {filterRoutes, parseBenchArgs} from './args';
import {createScaffold, SCAFFOLD_BUILD, SCAFFOLD_DIR, timedBuild} from './builds';
import {gitCommit, writeResultsSection} from './results';

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

/** The built page of a route (`/` → `index.html`, `/a/b/` → `a/b/index.html`, `/404.html` as it is). */
export const routeHtmlFile = (buildDir: string, route: string): string =>
  path.join(buildDir, route.endsWith('/') ? `${route}index.html` : route);

/** Weight of a route's built page: the scripts, stylesheets and eagerly loaded images its HTML references. */
export function pageWeight(buildDir: string, route: string): PageWeight {
  const htmlFile = routeHtmlFile(buildDir, route);
  const html = readFileSync(htmlFile, 'utf8');
  const local = (url: string): string | null => {
    const file = path.join(buildDir, url.split(/[?#]/)[0]);
    return url.startsWith('/') && existsSync(file) ? file : null;
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
  const htmlSize = sizes(htmlFile);
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
    const weight = pageWeight(buildDir, route);
    if (weight.loadJsGzip > script.bytes) script = {route, bytes: weight.loadJsGzip};
    if (weight.totalTransfer > total.bytes) total = {route, bytes: weight.totalTransfer};
  }
  return {script, total};
}

export interface BrowserWeight {
  route: string;
  /** Bytes on the wire, headers included. */
  total: number;
  /** The same split by what the browser says each response is (Document, Script, Stylesheet, Font, Image, Fetch…). */
  byType: Record<string, number>;
  requests: number;
}

/** Lighthouse's phone, as every first-visit figure of the bench is measured: 412 × 823 px at 1.75× with touch. */
export const LIGHTHOUSE_PHONE = {
  viewport: {width: 412, height: 823},
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/** The network counts as quiet after this long without a request in flight. */
const QUIET_MS = 1500;
const LIMIT_MS = 30_000;

/**
 * A page on Lighthouse's phone in a new context (nothing cached) that records every response it receives, with its
 * bytes on the wire, headers included (DevTools' "transferred"); `quiet()` once nothing has been in flight for QUIET_MS.
 */
export async function meteredPage(browser: Browser) {
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, {url: string; type: string}>();
  const received: {url: string; type: string; bytes: number}[] = [];
  let lastActivity = Date.now();
  const settle = (requestId: string) => {
    pending.delete(requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', ({requestId, request}) => {
    pending.set(requestId, {url: request.url, type: 'Other'});
    lastActivity = Date.now();
  });
  // XHR and Fetch are both the page's own requests (the visitor rules, the runtime settings).
  cdp.on('Network.responseReceived', ({requestId, type}) => {
    const request = pending.get(requestId);
    if (request) request.type = type === 'XHR' ? 'Fetch' : type;
  });
  cdp.on('Network.loadingFinished', ({requestId, encodedDataLength}) => {
    received.push({url: '', type: 'Other', ...pending.get(requestId), bytes: encodedDataLength});
    settle(requestId);
  });
  cdp.on('Network.loadingFailed', ({requestId}) => settle(requestId));
  return {context, page, received, quiet: () => pending.size === 0 && Date.now() - lastActivity >= QUIET_MS};
}

export async function browserWeights(origin: string, routes: readonly string[]): Promise<BrowserWeight[]> {
  const browser = await launchChromium();
  const results: BrowserWeight[] = [];
  try {
    for (const route of routes) {
      const {context, page, received, quiet} = await meteredPage(browser);
      await page.goto(new URL(route, origin).href, {waitUntil: 'load'});
      const started = Date.now();
      while (!quiet() && Date.now() - started < LIMIT_MS) await page.waitForTimeout(100);
      const byType: Record<string, number> = {};
      for (const {type, bytes} of received) byType[type] = (byType[type] ?? 0) + bytes;
      const total = received.reduce((sum, {bytes}) => sum + bytes, 0);
      results.push({route, total, byType, requests: received.length});
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** The markdown table of a run: one row per route, heaviest first, and the reference's row for the ratio. */
export function browserWeightTable(rows: readonly BrowserWeight[], reference: BrowserWeight, barKb: number): string[] {
  const columns = ['Document', 'Stylesheet', 'Font', 'Script', 'Image', 'Fetch'];
  const line = (row: BrowserWeight, name: string) => {
    const other = row.total - columns.reduce((sum, type) => sum + (row.byType[type] ?? 0), 0);
    return `| ${name} | ${kb(row.total)} | ${(row.total / reference.total).toFixed(2)}× | ${columns.map((type) => kb(row.byType[type] ?? 0)).join(' | ')} | ${kb(other)} | ${row.requests} | ${row.total <= barKb * 1024 ? 'met' : 'NOT met'} |`;
  };
  return [
    `| route | KB in all | / scaffold home | HTML | CSS | fonts | scripts | images | visitor requests | other | requests | ≤ ${barKb} KB |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    line(reference, 'scaffold home (reference)'),
    ...[...rows].sort((a, b) => b.total - a.total).map((row) => line(row, `\`${row.route}\``)),
  ];
}

/** The every-route bar of a first visit before any interaction. */
const BAR_KB = 90;

/**
 * Measures `routes` of the site's build and the scaffold's home. The scaffold's build gets the same Brotli and
 * gzip files beside its text files as the site's has, so the edge app serves both compressed alike, as any
 * deployed site is (later Lighthouse runs on that build are served compressed too).
 */
export async function firstVisitWeightSection(
  siteBuild: string,
  scaffoldBuild: string,
  routes: readonly string[],
  heading = '### First visit as the browser counts it',
): Promise<string> {
  await precompressBuild(scaffoldBuild);
  const site = await listen({buildDir: siteBuild});
  const scaffold = await listen({buildDir: scaffoldBuild});
  let rows;
  let reference;
  try {
    [reference] = await browserWeights(scaffold.origin, ['/']);
    rows = await browserWeights(site.origin, routes);
  } finally {
    await site.close();
    await scaffold.close();
  }
  const heaviest = rows.reduce((a, b) => (b.total > a.total ? b : a));
  return [
    heading,
    '',
    `${new Date().toISOString()} · commit \`${gitCommit()}\` · ${rows.length} routes of the built sitemap. Chromium, a new profile per route (nothing cached), 412 × 823 px at 1.75× with touch (Lighthouse's phone), no interaction; every response counted with its headers, as DevTools' "transferred" (the Node edge app serves the build's Brotli files, over HTTP/1.1), until the network has been quiet for 1.5 s. The scaffold's home is the bare Docusaurus 3.10 classic site, measured in the same run.`,
    '',
    `Heaviest route: \`${heaviest.route}\`, ${(heaviest.total / 1024).toFixed(1)} KB → ${heaviest.total <= BAR_KB * 1024 ? 'met' : 'NOT met'} (bar ≤ ${BAR_KB} KB). All figures in KB.`,
    '',
    ...browserWeightTable(rows, reference, BAR_KB),
  ].join('\n');
}

if (require.main === module) {
  void (async () => {
    const {buildDir, routes: named} = parseBenchArgs(process.argv.slice(2));
    if (!existsSync(path.join(SCAFFOLD_BUILD, 'index.html'))) {
      createScaffold();
      // Without the lock: the caller may hold it (`flock /tmp/heavy.lock npm run bench:weight`).
      await timedBuild(SCAFFOLD_DIR, {outDir: SCAFFOLD_BUILD, lock: ''});
    }
    const routes = filterRoutes(readSitemapRoutes(path.join(buildDir, SITEMAP_FILE)), named);
    const heading = '## First visit as the browser counts it (`npm run bench:weight`)';
    writeResultsSection('browser-weight', await firstVisitWeightSection(buildDir, SCAFFOLD_BUILD, routes, heading));
  })();
}
