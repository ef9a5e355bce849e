import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import {rewriteBuiltPages} from '@site/plugins/security-headers';
import {applyEdits, attr, parsePage} from '@site/plugins/security-headers/pageTree';
import {
  AFTER_FIRST_PAINT_LOADER,
  afterFirstPaintEdits,
  loaderFileName,
  writeAfterFirstPaintLoader,
} from '@site/plugins/security-headers/scriptsAfterFirstPaint';

const LOADER = '/b/assets/js/after-first-paint.12345678.js';
const head = (scripts: string) =>
  `<!doctype html><html><head><link rel=stylesheet href=/b/assets/css/s.css />${scripts}</head><body><p>Szöveg</p></body></html>`;
const runtime = '<script src=/b/assets/js/runtime~main.1.js defer></script>';
const main = '<script integrity="sha384-abc" src=/b/assets/js/main.2.js defer></script>';

/** The page after the step, with no integrity known (files outside a build). */
async function withScriptsAfterFirstPaint(html: string): Promise<string> {
  const {edits} = await afterFirstPaintEdits(parsePage(html), '/b/', LOADER, () => Promise.resolve(null));
  return applyEdits(html, edits);
}

describe('bundles after the first paint (HTML)', () => {
  it('turns the deferred bundles into low-priority preloads, in order, with one loader where the first was', async () => {
    const html = await withScriptsAfterFirstPaint(head(runtime + main));
    expect(html).toContain(
      '<link rel=preload as=script fetchpriority=low href=/b/assets/js/runtime~main.1.js data-after-first-paint>' +
        `<script src=${LOADER} defer></script>` +
        '<link rel=preload as=script fetchpriority=low href=/b/assets/js/main.2.js integrity="sha384-abc" data-after-first-paint>',
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<p>Szöveg</p>');
  });

  it('gives each new tag the integrity of its file', async () => {
    const page = parsePage(head(runtime));
    const integrityOf = (url: string) => Promise.resolve(`sha384-${url.length}`);
    const {edits, replaced} = await afterFirstPaintEdits(page, '/b/', LOADER, integrityOf);
    expect(applyEdits(page.html, edits)).toContain(
      '<link integrity="sha384-30" rel=preload as=script fetchpriority=low href=/b/assets/js/runtime~main.1.js data-after-first-paint>' +
        `<script integrity="sha384-${LOADER.length}" src=${LOADER} defer></script>`,
    );
    expect([...replaced].map((script) => attr(script, 'src'))).toEqual(['/b/assets/js/runtime~main.1.js']);
  });

  it('is idempotent: a second pass changes nothing', async () => {
    const once = await withScriptsAfterFirstPaint(head(runtime + main));
    expect(await withScriptsAfterFirstPaint(once)).toBe(once);
  });

  it('leaves inline, async, module, third-party and non-deferred scripts alone', async () => {
    const others = [
      '<script>window.x=1</script>',
      '<script src=/b/assets/js/a.js async></script>',
      '<script type=module src=/b/assets/js/m.js defer></script>',
      '<script src=https://cdn.example.com/x.js defer></script>',
      '<script src=/b/assets/js/blocking.js></script>',
      '<script src=/elsewhere/x.js defer></script>',
    ].join('');
    const html = head(others);
    expect(await withScriptsAfterFirstPaint(html)).toBe(html);
  });
});

describe('bundles after the first paint (build)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'after-paint-'));
    await fs.mkdir(path.join(dir, 'assets/js'), {recursive: true});
    await fs.mkdir(path.join(dir, 'assets/css'), {recursive: true});
    await fs.writeFile(path.join(dir, 'assets/js/runtime~main.1.js'), 'self.r=1');
    await fs.writeFile(path.join(dir, 'assets/js/main.2.js'), 'self.m=1');
    await fs.writeFile(path.join(dir, 'assets/css/s.css'), 'p{}');
    await fs.writeFile(path.join(dir, 'index.html'), head(runtime + main.replace(' integrity="sha384-abc"', '')));
  });
  afterEach(() => fs.rm(dir, {recursive: true, force: true}));

  it('writes the loader under a content-hashed name, and integrity then covers the loader and both preloads', async () => {
    const relative = await writeAfterFirstPaintLoader(dir);
    expect(relative).toBe(loaderFileName());
    expect(relative).toMatch(/^assets\/js\/after-first-paint\.[0-9a-f]{8}\.js$/);
    expect(loaderFileName(`${AFTER_FIRST_PAINT_LOADER} `)).not.toBe(relative);
    expect(await fs.readFile(path.join(dir, relative), 'utf8')).toBe(AFTER_FIRST_PAINT_LOADER);

    await rewriteBuiltPages(dir, '/b/', [path.join(dir, 'index.html')]);
    const html = await fs.readFile(path.join(dir, 'index.html'), 'utf8');
    const checked = parsePage(html).elements.filter((element) => attr(element, 'src') ?? attr(element, 'href'));
    expect(checked.map((element) => element.tagName)).toEqual(['link', 'link', 'script', 'link']); // stylesheet, preloads, loader
    for (const element of checked) expect(attr(element, 'integrity')).toMatch(/^sha384-[A-Za-z0-9+/]+=*$/);
  });
});

/** Runs the loader source in this jsdom window with the given paint support and visibility. */
function runLoader(options: {paint: 'supported' | 'unsupported'; hidden?: boolean}) {
  document.head.innerHTML =
    '<link rel="preload" as="script" href="/b/assets/js/runtime~main.1.js" data-after-first-paint>' +
    '<link rel="preload" as="script" href="/b/assets/js/main.2.js" integrity="sha384-abc" data-after-first-paint>' +
    '<link rel="preload" as="script" href="/b/assets/js/other.js">';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    value: options.hidden ? 'hidden' : 'visible',
  });
  let report: ((list: {getEntries(): {name: string}[]}, observer: {disconnect(): void}) => void) | null = null;
  const disconnect = jest.fn();
  class FakeObserver {
    static supportedEntryTypes = options.paint === 'supported' ? ['paint', 'navigation'] : ['navigation'];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe = jest.fn();
  }
  Object.defineProperty(window, 'PerformanceObserver', {configurable: true, writable: true, value: FakeObserver});
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  // The loader ships as source text; run that text the way the browser does.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(AFTER_FIRST_PAINT_LOADER)();
  const inserted = () =>
    [...document.head.querySelectorAll('script')].map((script) => [
      script.getAttribute('src'),
      script.getAttribute('integrity'),
      script.async,
    ]);
  const paint = (name: string) => report?.({getEntries: () => [{name}]}, {disconnect});
  return {inserted, paint, frames, disconnect};
}

describe('the loader in a browser', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const BOTH = [
    ['/b/assets/js/runtime~main.1.js', null, false],
    ['/b/assets/js/main.2.js', 'sha384-abc', false],
  ];

  it('waits for the first contentful paint, then adds the marked bundles in order, in the next task', () => {
    const {inserted, paint, disconnect} = runLoader({paint: 'supported'});
    paint('first-paint');
    jest.advanceTimersByTime(0);
    expect(inserted()).toEqual([]);
    paint('first-contentful-paint');
    expect(inserted()).toEqual([]);
    expect(disconnect).toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(inserted()).toEqual(BOTH);
    jest.advanceTimersByTime(5000);
    expect(inserted()).toHaveLength(2); // the 3 s safety net does not add them twice
  });

  it('in a hidden tab (nothing is painted) starts at once', () => {
    const {inserted} = runLoader({paint: 'supported', hidden: true});
    expect(inserted()).toEqual(BOTH);
  });

  it('without paint reports, starts after the next frame', () => {
    const {inserted, frames} = runLoader({paint: 'unsupported'});
    expect(inserted()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    jest.advanceTimersByTime(0);
    expect(inserted()).toEqual(BOTH);
  });

  it('starts after 3 s when no paint is ever reported', () => {
    const {inserted} = runLoader({paint: 'supported'});
    jest.advanceTimersByTime(2999);
    expect(inserted()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(inserted()).toEqual(BOTH);
  });
});
