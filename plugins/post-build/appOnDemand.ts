import {APP_BUNDLES_ID, BASE_URL_ATTRIBUTE, type ListedBundle, LOCALE_ATTRIBUTES} from '../../src/boot/onDemand';
import {isChatPage} from '../../src/lib/chat/route';
import type {BootUrls} from './bootBundle';
import {attr, type Edit, type PageElement, type PageTree, spanOf} from './pageTree';

/**
 * The app's bundles load when the page needs them, not on every page load.
 *
 * Docusaurus writes its bundles as `<script defer>`: every visit downloads, compiles and runs React, the
 * router and the site's client, and hydrates the page, although the page is complete HTML whose controls
 * work without JavaScript. On a slow phone that is most of the main thread's work and most of the bytes.
 *
 * After the build, each page's own deferred bundles are listed in one JSON data block (neither fetched nor run;
 * `src/boot/onDemand.ts`), and one small deferred boot script (`src/boot/`, bundled here with esbuild) starts
 * them in their order when the visitor first interacts, or at once when a visitor rule needs the app. The boot
 * script is a content-hashed file under `assets/js/`, so the CSP needs no new inline hash and it gets
 * subresource integrity like every bundle.
 */

/** One of the page's own deferred bundles: `<script src=…/assets/js/… defer>`, not async, no type. */
function isOwnDeferredBundle(script: PageElement, bundlePrefix: string, bootUrls: ReadonlySet<string>): boolean {
  const src = attr(script, 'src');
  return (
    src !== null &&
    src.startsWith(bundlePrefix) &&
    !bootUrls.has(src) &&
    attr(script, 'defer') !== null &&
    attr(script, 'async') === null &&
    attr(script, 'type') === null
  );
}

/**
 * The page's own deferred bundles turned into one list of app bundles (with the integrity of each file), plus
 * the boot script's tag, where the first of them was; the others are removed. Other scripts (async, modules,
 * inline, third-party) and pages without such bundles are left as they are, and a page that has the boot
 * script already gets none. `replaced` are the script elements the edits replace (no other step may change them).
 */
export async function appOnDemandEdits(
  page: PageTree,
  baseUrl: string,
  boot: BootTag,
  integrityOfUrl: (url: string) => Promise<string | null>,
  sitePath = '/',
): Promise<{edits: Edit[]; replaced: Set<PageElement>}> {
  const scripts = page.elements.filter((element) => element.tagName === 'script');
  const bootUrl = isChatPage(sitePath) ? boot.chatEntry : boot.entry;
  const bootUrls = new Set([boot.entry, boot.chatEntry]);
  const bundles = scripts.filter((script) => isOwnDeferredBundle(script, `${baseUrl}assets/js/`, bootUrls));
  if (bundles.length === 0) return {edits: [], replaced: new Set()};
  const [first, ...rest] = bundles;
  const listed: ListedBundle[] = [];
  for (const script of bundles) {
    const src = attr(script, 'src') ?? '';
    listed.push({src, integrity: attr(script, 'integrity') ?? (await integrityOfUrl(src))});
  }
  // A JSON data block; `<` is escaped so that no URL can end the script element.
  let text = `<script type=application/json id=${APP_BUNDLES_ID}>${JSON.stringify(listed).replaceAll('<', '\\u003c')}</script>`;
  if (!scripts.some((script) => bootUrls.has(attr(script, 'src') ?? ''))) {
    // `integrity="…"` right after the tag's name, where the integrity step puts it on every other tag.
    const integrity = await integrityOfUrl(bootUrl);
    const integrityAttribute = integrity === null ? '' : ` integrity="${integrity}"`;
    text += `<script${integrityAttribute} type=module src=${bootUrl} ${bootTagAttributes(boot, baseUrl)}></script>`;
  }
  const edits: Edit[] = [{...spanOf(first), text}, ...rest.map((script) => ({...spanOf(script), text: ''}))];
  return {edits, replaced: new Set(bundles)};
}

/** What the boot script's tag carries besides its URL: the site's locales, for the locale cookie. */
export interface BootTag extends BootUrls {
  locales?: {current: string; default: string; all: readonly string[]};
}

function bootTagAttributes({locales}: BootTag, baseUrl: string): string {
  const values = locales
    ? Object.entries(LOCALE_ATTRIBUTES).map(([key, name]) => [name, String(locales[key as keyof typeof locales])])
    : [];
  return [[BASE_URL_ATTRIBUTE, baseUrl], ...values].map(([name, value]) => `${name}=${value}`).join(' ');
}
