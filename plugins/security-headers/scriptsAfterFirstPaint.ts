import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import {attr, type Edit, type PageElement, type PageTree, spanOf} from './pageTree';

/**
 * The page's text paints before the app's JavaScript runs.
 *
 * Docusaurus writes its bundles as `<script defer>`. A deferred script runs as soon as the parser is done
 * and the stylesheet is in, and that can be before the browser's first frame: then a slow phone spends
 * 80–100 ms compiling React and the site's client while the fully parsed page waits to be shown. Every
 * page is complete HTML without JavaScript, so nothing on screen needs those scripts.
 *
 * After the build, each page's own deferred bundles become `<link rel=preload as=script fetchpriority=low>`
 * (downloaded at once, at the same low priority a deferred script gets, so they never hold up the
 * stylesheet or the fonts) and one small deferred loader runs them, in their order, once the browser
 * reports the first contentful paint. The loader is a content-hashed file under `assets/js/`, so the
 * site's CSP needs no new inline hash and the loader gets subresource integrity like every bundle.
 *
 * When there is nothing to wait for, the loader does not wait: in a hidden tab (no frames are painted), in
 * a browser that does not report paints (after the next frame instead), and in any case after 3 s.
 */

const MARKER = 'data-after-first-paint';

/** Kept ES5 and self-contained: it runs before anything else of ours and must work in every browser. */
export const AFTER_FIRST_PAINT_LOADER = `(function () {
  var doc = document, started = false;
  function start() {
    if (started) return;
    started = true;
    var links = doc.querySelectorAll('link[rel="preload"][as="script"][${MARKER}]');
    for (var i = 0; i < links.length; i++) {
      var script = doc.createElement('script');
      script.src = links[i].getAttribute('href');
      var integrity = links[i].getAttribute('integrity');
      if (integrity) script.setAttribute('integrity', integrity);
      script.async = false; // run in document order: the webpack runtime before the main bundle
      doc.head.appendChild(script);
    }
  }
  function startInNextTask() {
    setTimeout(start, 0);
  }
  setTimeout(start, 3000);
  if (doc.visibilityState === 'hidden') return start();
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') < 0) return requestAnimationFrame(startInNextTask);
  new PerformanceObserver(function (list, observer) {
    var entries = list.getEntries();
    for (var i = 0; i < entries.length; i++) {
      if (entries[i].name === 'first-contentful-paint') {
        observer.disconnect();
        startInNextTask();
      }
    }
  }).observe({type: 'paint', buffered: true});
})();
`;

/** `assets/js/after-first-paint.<hash>.js`: the name changes with the content (assets are cached for a year). */
export function loaderFileName(source: string = AFTER_FIRST_PAINT_LOADER): string {
  const hash = createHash('sha256').update(source, 'utf8').digest('hex').slice(0, 8);
  return `assets/js/after-first-paint.${hash}.js`;
}

/** One of the page's own deferred bundles: `<script src=…/assets/js/… defer>`, not async, no type. */
function isOwnDeferredBundle(script: PageElement, bundlePrefix: string, loaderUrl: string): boolean {
  const src = attr(script, 'src');
  return (
    src !== null &&
    src.startsWith(bundlePrefix) &&
    src !== loaderUrl &&
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

export interface AfterFirstPaintEdits {
  edits: Edit[];
  /** The script elements the edits replace (no other step may change them). */
  replaced: Set<PageElement>;
}

/**
 * The page's own deferred bundles turned into low-priority preloads, plus one loader tag where the first of
 * them was; each new tag gets the integrity of its file. Other scripts (async, modules, inline, third-party)
 * and pages without such bundles are left as they are, and a page that has the loader already gets none.
 */
export async function afterFirstPaintEdits(
  page: PageTree,
  baseUrl: string,
  loaderUrl: string,
  integrityOfUrl: (url: string) => Promise<string | null>,
): Promise<AfterFirstPaintEdits> {
  const scripts = page.elements.filter((element) => element.tagName === 'script');
  const bundles = scripts.filter((script) => isOwnDeferredBundle(script, `${baseUrl}assets/js/`, loaderUrl));
  let loaderPlaced = scripts.some((script) => attr(script, 'src') === loaderUrl);
  const edits: Edit[] = [];
  for (const script of bundles) {
    const src = attr(script, 'src') ?? '';
    const integrity = attr(script, 'integrity');
    const preload = `<link rel=preload as=script fetchpriority=low href=${src}${
      integrity !== null ? ` integrity="${integrity}"` : ''
    } ${MARKER}>`;
    let text = integrity !== null ? preload : withIntegrityAttribute(preload, await integrityOfUrl(src));
    if (!loaderPlaced) {
      loaderPlaced = true;
      text += withIntegrityAttribute(`<script src=${loaderUrl} defer></script>`, await integrityOfUrl(loaderUrl));
    }
    edits.push({...spanOf(script), text});
  }
  return {edits, replaced: new Set(bundles)};
}

/** Writes the loader into the build; returns its path inside the build. */
export async function writeAfterFirstPaintLoader(outDir: string): Promise<string> {
  const relative = loaderFileName();
  await fs.mkdir(path.join(outDir, path.dirname(relative)), {recursive: true});
  await fs.writeFile(path.join(outDir, relative), AFTER_FIRST_PAINT_LOADER);
  return relative;
}
