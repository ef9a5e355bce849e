/**
 * `npm run bench:stand-ins`: what each of the lean-bundle plugin's parts still saves a visitor (docs/maintainers.md,
 * "A stand-in needs a figure"). `STAND_INS_LOCK` (default `/tmp/heavy.lock`; empty = none, for a caller that holds
 * it) is taken for each build.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {LEAN_BUNDLE_PARTS, partsOn} from '../../plugins/lean-bundle/parts';
import {listen} from '../../server/node/listen';
import {SITEMAP_FILE} from '../../site/buildFiles';
import {SITE_ROOT} from '../../site/paths';
import {readSitemapRoutes} from '../../site/sitemap';
import {HEAVY_LOCK, timedBuild} from './builds';
import {gitCommit, writeResultsSection} from './results';
import {browserWeights, pageWeight} from './weight';

const OUT = path.join(SITE_ROOT, 'bench', 'tmp', 'stand-ins');
/** Own code stays when it saves at least this (gzip) on a first visit or in the app loaded at the first interaction… */
const SAVES_BYTES = 5 * 1024;
/** …or when going without it would grow some route's first visit by more than this. */
const FIRST_VISIT_GROWTH_BYTES = 1024;

async function build(variant: string, off: string): Promise<string> {
  const outDir = path.join(OUT, variant);
  const {wallSeconds} = await timedBuild(SITE_ROOT, {
    outDir,
    lock: process.env.STAND_INS_LOCK ?? HEAVY_LOCK,
    // Rspack's persistent cache does not see LEAN_BUNDLE_OFF: a cached build would keep the other build's
    // aliases and CSS. Every build here is cold, alike.
    env: {LEAN_BUNDLE_OFF: off, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
  });
  console.error(`build ${variant}: ${wallSeconds.toFixed(0)} s`);
  return outDir;
}

async function measure(buildDir: string) {
  const page = pageWeight(buildDir, '/');
  // Every sitemap route's first visit before any interaction, gzip text and raw images (`totalTransfer`).
  const routes = new Map(
    readSitemapRoutes(path.join(buildDir, SITEMAP_FILE)).map((route) => [
      route,
      pageWeight(buildDir, route).totalTransfer,
    ]),
  );
  const server = await listen({buildDir});
  try {
    const [visit] = await browserWeights(server.origin, ['/']);
    return {firstVisit: visit.total, loadJs: page.loadJsGzip, css: page.cssGzip, jsAll: page.jsGzip, routes};
  } finally {
    await server.close();
  }
}

type HomeWeight = Awaited<ReturnType<typeof measure>>;

const kb = (bytes: number): string => (bytes / 1024).toFixed(2);
const delta = (bytes: number): string => `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`;

function worstRoute(without: HomeWeight, all: HomeWeight): [string, number] {
  return [...without.routes].reduce<[string, number]>(
    (worst, [route, bytes]) => {
      const growth = bytes - (all.routes.get(route) ?? bytes);
      return growth > worst[1] ? [route, growth] : worst;
    },
    ['/', without.firstVisit - all.firstVisit],
  );
}

function row(name: string, without: HomeWeight, all: HomeWeight): string {
  const figures = ['firstVisit', 'loadJs', 'css', 'jsAll'] as const;
  const cells = figures.map((key) => `${kb(without[key])} (${delta(without[key] - all[key])})`);
  const app = without.jsAll - without.loadJs - (all.jsAll - all.loadJs);
  const [route, growth] = worstRoute(without, all);
  const saves = Math.max(app, without.firstVisit - all.firstVisit) >= SAVES_BYTES;
  const keep = saves || growth > FIRST_VISIT_GROWTH_BYTES;
  return `| \`${name}\` | ${cells.join(' | ')} | ${delta(app)} | \`${route}\` ${delta(growth)} | ${keep ? 'keep' : 'remove'} |`;
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {parts: {type: 'string'}, 'skip-build': {type: 'boolean', default: false}},
  });
  // The parts named, checked by the plugin's own reading of the list.
  const selected = values.parts
    ? LEAN_BUNDLE_PARTS.filter((part) => !partsOn(values.parts).has(part))
    : [...LEAN_BUNDLE_PARTS];
  const variants: [string, string][] = [
    ['all', ''],
    ...selected.map((part): [string, string] => [`without-${part}`, part]),
  ];
  const dirs: string[] = [];
  for (const [variant, off] of variants) {
    const built = path.join(OUT, variant);
    dirs.push(values['skip-build'] && existsSync(path.join(built, 'index.html')) ? built : await build(variant, off));
  }
  const weights: HomeWeight[] = [];
  for (const dir of dirs) weights.push(await measure(dir));
  const [all] = weights;
  const body = [
    '## Stand-ins, each with its figure (`npm run bench:stand-ins`)',
    '',
    `${new Date().toISOString()} · commit \`${gitCommit()}\` · the home page of one production build with every part of \`plugins/lean-bundle/\` and one without each part (\`LEAN_BUNDLE_OFF=<part>\`), made and measured in the same run. First visit: KB on the wire as the browser counts it (\`browserWeights\`, Brotli, headers included, no interaction); the other figures are gzip of the built files (\`pageWeight\`): the script run on load, the stylesheet, and every script of the page with the app it starts on the first interaction. In brackets: the change against the build with every part. The route that grows most: every sitemap route's first visit before any interaction in gzip (\`pageWeight\`'s total), the home's as the browser counts it. A part stays when leaving it out adds at least ${kb(SAVES_BYTES)} KB to the first visit or to the app after the first interaction, or more than ${kb(FIRST_VISIT_GROWTH_BYTES)} KB to some route's first visit. All figures in KB.`,
    '',
    '| build | first visit | JS on load | CSS | JS, app included | app after the first interaction | route that grows most | verdict |',
    '|---|---:|---:|---:|---:|---:|---|---|',
    `| every part | ${kb(all.firstVisit)} | ${kb(all.loadJs)} | ${kb(all.css)} | ${kb(all.jsAll)} | ${kb(all.jsAll - all.loadJs)} | | |`,
    ...variants.slice(1).map(([variant], index) => row(variant, weights[index + 1], all)),
  ].join('\n');
  writeResultsSection('stand-ins', body);
}

void main();
