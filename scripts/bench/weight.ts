/**
 * A page's weight, two ways: from the built files (`pageWeight`), and as the browser counts it
 * (`browserWeights`, every byte received with its headers, DevTools' "transferred", until the network is quiet).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import type {Browser} from '@playwright/test';
import {JSDOM} from 'jsdom';

import {precompressBuild} from '../../plugins/post-build/precompress';
import {listen} from '../../server/node/listen';
import {listedAppBundles} from '../../src/boot/appBundles';
import {launchChromium} from '../browser/chromium';
import {gitCommit} from './results';

export const routeHtmlFile = (buildDir: string, route: string): string =>
  path.join(buildDir, route.endsWith('/') ? `${route}index.html` : route);

const gzip = (bytes: Buffer): number => gzipSync(bytes, {level: 9}).length;

export function pageWeight(buildDir: string, route: string) {
  const html = readFileSync(routeHtmlFile(buildDir, route));
  // The build minifies HTML (unquoted attributes): parse it rather than pattern-match it.
  const {document} = new JSDOM(html.toString()).window;
  const attr = (selector: string, name: string) =>
    [...document.querySelectorAll(selector)].map((el) => el.getAttribute(name));
  const sum = (urls: (string | null)[]) =>
    [...new Set(urls)]
      .filter((url): url is string => !!url?.startsWith('/'))
      .map((url) => path.join(buildDir, url.split(/[?#]/)[0]))
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file))
      .reduce((acc, bytes) => ({raw: acc.raw + bytes.length, gzip: acc.gzip + gzip(bytes)}), {raw: 0, gzip: 0});
  // Module preloads are the boot module's own chunks: fetched on load like the module itself.
  const onLoad = [
    ...attr('script[src]', 'src'),
    ...attr('link[rel="preload"][as="script"]', 'href'),
    ...attr('link[rel="modulepreload"]', 'href'),
  ];
  // Listed app bundles are neither fetched nor run until the app is needed (plugins/post-build/appOnDemand.ts).
  const js = sum([...onLoad, ...listedAppBundles(document).map((bundle) => bundle.src)]);
  const loadJs = sum(onLoad);
  const css = sum(attr('link[rel="stylesheet"]', 'href'));
  const images = sum(attr('img:not([loading="lazy"])', 'src'));
  const htmlGzip = gzip(html);
  return {
    jsRaw: js.raw,
    jsGzip: js.gzip,
    loadJsGzip: loadJs.gzip,
    cssRaw: css.raw,
    cssGzip: css.gzip,
    htmlRaw: html.length,
    htmlGzip,
    imagesRaw: images.raw,
    /** HTML + JS run on load + CSS (gzip) + images (raw): what a first visit downloads before it interacts. */
    totalTransfer: htmlGzip + loadJs.gzip + css.gzip + images.raw,
  };
}

export type PageWeight = ReturnType<typeof pageWeight>;

/** The every-route bars before any interaction: 25 KB of script run on load, 120 KB in all. */
export function heaviestBeforeInteraction(buildDir: string, routes: readonly string[]) {
  const weights = routes.map((route) => ({route, ...pageWeight(buildDir, route)}));
  const heaviest = (key: 'loadJsGzip' | 'totalTransfer') => {
    const top = weights.reduce((a, b) => (b[key] > a[key] ? b : a));
    return {route: top.route, bytes: top[key]};
  };
  return {script: heaviest('loadJsGzip'), total: heaviest('totalTransfer')};
}

export interface BrowserWeight {
  route: string;
  total: number;
  byType: Record<string, number>;
  requests: number;
}

const QUIET_MS = 1500;
const LIMIT_MS = 30_000;

/** A page in a new context (nothing cached) that records every response's bytes on the wire. */
export async function meteredPage(browser: Browser) {
  // Lighthouse's phone, as every first-visit figure of the bench is measured.
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
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

const BAR_KB = 90;

/** The scaffold's build gets the site's Brotli and gzip files, so the edge app serves both compressed alike. */
export async function firstVisitWeightSection(
  siteBuild: string,
  scaffoldBuild: string,
  routes: readonly string[],
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
  const [heaviest] = rows.sort((a, b) => b.total - a.total);
  const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
  const met = (bytes: number) => (bytes <= BAR_KB * 1024 ? 'met' : 'NOT met');
  const columns = ['Document', 'Stylesheet', 'Font', 'Script', 'Image', 'Fetch'];
  const line = (row: BrowserWeight, name: string) => {
    const other = row.total - columns.reduce((sum, type) => sum + (row.byType[type] ?? 0), 0);
    return `| ${name} | ${kb(row.total)} | ${(row.total / reference.total).toFixed(2)}× | ${columns.map((type) => kb(row.byType[type] ?? 0)).join(' | ')} | ${kb(other)} | ${row.requests} | ${met(row.total)} |`;
  };
  return [
    '### First visit as the browser counts it',
    '',
    `${new Date().toISOString()} · commit \`${gitCommit()}\` · ${rows.length} routes of the built sitemap. Chromium, a new profile per route (nothing cached), 412 × 823 px at 1.75× with touch (Lighthouse's phone), no interaction; every response counted with its headers, as DevTools' "transferred" (the Node edge app serves the build's Brotli files, over HTTP/1.1), until the network has been quiet for 1.5 s. The scaffold's home is the bare Docusaurus 3.10 classic site, measured in the same run.`,
    '',
    `Heaviest route: \`${heaviest.route}\`, ${kb(heaviest.total)} KB → ${met(heaviest.total)} (bar ≤ ${BAR_KB} KB). All figures in KB.`,
    '',
    `| route | KB in all | / scaffold home | HTML | CSS | fonts | scripts | images | visitor requests | other | requests | ≤ ${BAR_KB} KB |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    line(reference, 'scaffold home (reference)'),
    ...rows.map((row) => line(row, `\`${row.route}\``)),
  ].join('\n');
}
