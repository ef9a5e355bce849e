import {useEffect, useState, type MouseEvent} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useVisitorContext} from '@site/src/components/VisitorContext';
import useDownloadGuard from '@site/src/hooks/useDownloadGuard';
import {regionalSettings} from '@site/src/data/regionalSettings';
import type {DownloadLinkClient} from '@site/src/lib/downloadLinks';

export type DownloadLinkSource = 'page' | 'api' | 'installer' | 'blocked';

export interface DownloadLink {
  /** The href to render: the download page in the static HTML, upgraded after hydration. */
  href: string;
  /** The type 6 alternative from the API, when there is one (after hydration only). */
  alternativeHref: string | null;
  /** The href leaves the site (store or installer): render a plain anchor, same tab. */
  external: boolean;
  /** Downloads are blocked for the visitor here (spec §4): the href is home and a click goes home. */
  blocked: boolean;
  source: DownloadLinkSource;
  /** Put on the anchor: while blocked it cancels the click and navigates home. */
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

interface Upgrade {
  href: string;
  alternativeHref: string | null;
  source: 'api' | 'installer';
}

let sharedClient: {endpoint: string; client: DownloadLinkClient} | null = null;

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Forgets the page session's answers (tests). */
export function resetDownloadLinkClient(): void {
  sharedClient = null;
}

/**
 * The download mechanism every Download control uses (header button, Sign Up, mobile menu, quick
 * DOWNLOAD button, download page CTA). Spec §4, §7; the rules are in `src/lib/downloadLinks.ts`.
 *
 * - Server render and first client render: the download page (base-URL aware), so the static HTML
 *   always works, with JavaScript off too.
 * - After hydration, once the device, the runtime config and the visitor's country are settled (so the
 *   blocked state is final and the cache key is right), the link is upgraded:
 *   the API's type 2 link on mobile / tablet / Linux / Chrome on iOS, the installer on Windows / macOS.
 *   The logic and its validation library load in a separate chunk at that moment.
 * - Any failure keeps the download page, silently.
 * - Blocked (a BLOCKED rule off home, download and poker school): the href is home and a click is
 *   cancelled and navigates home (`useDownloadGuard`).
 */
export default function useDownloadLink(): DownloadLink {
  const {runtimeConfig, runtimeConfigStatus, geo, geoReady, device} = useVisitorContext();
  const {blocked: downloadBlocked, onClick} = useDownloadGuard();
  const pageHref = useBaseUrl('/download/');
  const homeHref = useBaseUrl('/');
  const endpoint = useBaseUrl('/api/download-url');
  const settled = geoReady && runtimeConfigStatus !== 'loading';
  const [upgrade, setUpgrade] = useState<Upgrade | null>(null);

  const installerBase = runtimeConfig.desktopInstallerBaseUrl;
  const country = geo?.country ?? null;

  useEffect(() => {
    if (!device || !settled || downloadBlocked) return undefined;
    let cancelled = false;
    const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
    import('@site/src/lib/downloadLinks')
      .then(async (lib) => {
        const target = lib.downloadTargetFor(device, userAgent);
        if (target.kind === 'page') {
          if (!cancelled) setUpgrade(null);
          return;
        }
        if (target.kind === 'installer') {
          const href = lib.installerUrl(installerBase, target.os);
          if (!cancelled) setUpgrade(href ? {href, alternativeHref: null, source: 'installer'} : null);
          return;
        }
        if (!sharedClient || sharedClient.endpoint !== endpoint) {
          sharedClient = {endpoint, client: lib.createDownloadLinkClient({endpoint, storage: sessionStorageOrNull})};
        }
        const links = await sharedClient.client.resolve({
          brandAlias: regionalSettings.brandAlias,
          platform: target.platform,
          country: country ?? regionalSettings.regionCountryCode,
        });
        if (cancelled) return;
        setUpgrade(
          links
            ? {href: links.primary ?? pageHref, alternativeHref: links.alternative, source: 'api'}
            : null,
        );
      })
      .catch(() => {
        // The chunk failed to load: keep the download page.
      });
    return () => {
      cancelled = true;
    };
  }, [device, settled, downloadBlocked, country, installerBase, endpoint, pageHref]);

  if (downloadBlocked) {
    return {href: homeHref, alternativeHref: null, external: false, blocked: true, source: 'blocked', onClick};
  }
  if (!upgrade) {
    return {href: pageHref, alternativeHref: null, external: false, blocked: false, source: 'page', onClick};
  }
  return {
    href: upgrade.href,
    alternativeHref: upgrade.alternativeHref,
    external: upgrade.href !== pageHref,
    blocked: false,
    source: upgrade.href === pageHref ? 'page' : upgrade.source,
    onClick,
  };
}
