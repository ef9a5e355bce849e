import {chromium} from '@playwright/test';

import {CHROMIUM_ARGS, CHROMIUM_PATH, chromiumEnv} from '../browser/chromium';

/**
 * A first visit's weight as the browser counts it: every byte Chromium receives for a route in a new profile
 * (no cache) until the network is quiet, with no interaction: the HTML, stylesheets, fonts, images, the scripts
 * run on load and the visitor requests they make, each with its response headers (DevTools' "transferred").
 * The phone of Lighthouse's mobile setting: 412 × 823 CSS px at 1.75×, touch.
 */

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

export async function browserWeights(origin: string, routes: readonly string[]): Promise<BrowserWeight[]> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, env: chromiumEnv()});
  const results: BrowserWeight[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext(LIGHTHOUSE_PHONE);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const types = new Map<string, string>();
      const pending = new Set<string>();
      let lastActivity = Date.now();
      const weight: BrowserWeight = {route, total: 0, byType: {}, requests: 0};
      cdp.on('Network.requestWillBeSent', (event) => {
        pending.add(event.requestId);
        lastActivity = Date.now();
      });
      // XHR and Fetch are both the page's own requests (the visitor rules, the runtime settings).
      cdp.on('Network.responseReceived', (event) =>
        types.set(event.requestId, event.type === 'XHR' ? 'Fetch' : event.type),
      );
      cdp.on('Network.loadingFinished', (event) => {
        pending.delete(event.requestId);
        lastActivity = Date.now();
        const type = types.get(event.requestId) ?? 'Other';
        weight.total += event.encodedDataLength;
        weight.byType[type] = (weight.byType[type] ?? 0) + event.encodedDataLength;
        weight.requests += 1;
      });
      cdp.on('Network.loadingFailed', (event) => {
        pending.delete(event.requestId);
        lastActivity = Date.now();
      });
      await page.goto(new URL(route, origin).href, {waitUntil: 'load'});
      const started = Date.now();
      while ((pending.size > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() - started < LIMIT_MS)
        await page.waitForTimeout(100);
      results.push(weight);
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
