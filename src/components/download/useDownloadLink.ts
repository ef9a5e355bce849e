import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {type MouseEvent, useEffect, useState} from 'react';

import {
  useDevice,
  useDownloadBlocked,
  useGeo,
  useRuntimeConfig,
  useVisitorSettled,
} from '@site/src/components/visitor/VisitorContext';
import {regionalSettings} from '@site/src/data/regionalSettings';
import type {DownloadLinkClient} from '@site/src/lib/downloadLinkResolver';
import {DOWNLOAD_PAGE_PATH, DOWNLOAD_URL_API_PATH} from '@site/src/lib/downloadPaths';
import {toastStore} from '@site/src/lib/toastStore';

export interface DownloadLink {
  /** The href to render: the download page in the static HTML, upgraded after hydration. */
  href: string;
  /** The type 6 alternative from the API, when there is one (after hydration only). */
  alternativeHref: string | null;
  /** The href leaves the site (store or installer): render a plain anchor, same tab. */
  external: boolean;
  /** Downloads are blocked for the visitor here (a BLOCKED region rule): the href is home and a click goes home. */
  blocked: boolean;
  source: 'page' | 'api' | 'installer' | 'blocked';
  /**
   * The link is final for this visitor: blocked, upgraded, failed, or the download page is their link. False
   * in the static HTML and until the visitor's device, config and country are known.
   */
  settled: boolean;
  /** Put on the anchor: while blocked it cancels the click and navigates home. */
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

let sharedClient: {endpoint: string; client: DownloadLinkClient} | null = null;

/** Forgets the page session's answers (tests). */
export function resetDownloadLinkClient(): void {
  sharedClient = null;
}

/**
 * The download mechanism every Download control uses (header button, Sign Up, mobile menu, quick
 * DOWNLOAD button, download page CTA); the rules are in `src/lib/downloadLinkResolver.ts`.
 *
 * - Server render and first client render: the download page (base-URL aware), so the static HTML
 *   always works, with JavaScript off too.
 * - After hydration, once the device, the runtime config and the visitor's country are settled (so the
 *   blocked state is final and the cache key is right), the link is upgraded:
 *   the API's type 2 link on mobile / tablet / Linux / Chrome on iOS, the installer on Windows / macOS.
 *   The logic and its validation library load in a separate chunk at that moment.
 * - Any failure keeps the download page; a click on it then says why in a toast (not the store's page).
 * - Blocked (a BLOCKED rule off home, download and poker school): the href is home and a click is
 *   cancelled and navigates home (in-site navigation, no reload).
 */
export default function useDownloadLink(): DownloadLink {
  const installerBase = useRuntimeConfig().desktopInstallerBaseUrl;
  const country = useGeo()?.country ?? null;
  const device = useDevice();
  const settled = useVisitorSettled();
  const downloadBlocked = useDownloadBlocked();
  const history = useHistory();
  const pageHref = useBaseUrl(DOWNLOAD_PAGE_PATH);
  const homeHref = useBaseUrl('/');
  const endpoint = useBaseUrl(DOWNLOAD_URL_API_PATH);
  // `failed`: the upgrade could not be made (API or installer link unavailable, or its code failed to load);
  // `page`: the visitor's device is best served by the download page itself.
  const [upgrade, setUpgrade] = useState<
    {href: string; alternativeHref: string | null; source: 'api' | 'installer'} | 'failed' | 'page' | null
  >(null);

  useEffect(() => {
    if (!device || !settled || downloadBlocked) return undefined;
    let cancelled = false;
    const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
    import('@site/src/lib/downloadLinkResolver')
      .then(async (lib) => {
        const target = lib.downloadTargetFor(device, userAgent);
        if (target.kind === 'page') {
          if (!cancelled) setUpgrade('page');
          return;
        }
        if (target.kind === 'installer') {
          const href = lib.installerUrl(installerBase, target.os);
          if (!cancelled) setUpgrade(href ? {href, alternativeHref: null, source: 'installer'} : 'failed');
          return;
        }
        if (sharedClient?.endpoint !== endpoint) {
          sharedClient = {endpoint, client: lib.createDownloadLinkClient({endpoint})};
        }
        const links = await sharedClient.client.resolve({
          brandAlias: regionalSettings.brandAlias,
          platform: target.platform,
          country: country ?? regionalSettings.regionCountryCode,
        });
        if (cancelled) return;
        setUpgrade(
          links ? {href: links.primary ?? pageHref, alternativeHref: links.alternative, source: 'api'} : 'failed',
        );
      })
      .catch(() => {
        // The chunk failed to load: keep the download page.
        if (!cancelled) setUpgrade('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [device, settled, downloadBlocked, country, installerBase, endpoint, pageHref]);

  const onClick = (event: MouseEvent<HTMLElement>): void => {
    if (downloadBlocked) {
      event.preventDefault();
      event.stopPropagation();
      history.push(homeHref);
    } else if (upgrade === 'failed') {
      // Tells the visitor why the click leads to the download page instead.
      toastStore.add({
        id: 'download-link-fallback',
        text: translate({
          id: 'TOAST_DOWNLOAD_LINK_FALLBACK',
          message: 'The direct download link is not available right now, so we are taking you to the download page.',
        }),
      });
    }
  };

  const link: Pick<DownloadLink, 'href' | 'alternativeHref' | 'source' | 'settled'> = downloadBlocked
    ? {href: homeHref, alternativeHref: null, source: 'blocked', settled: true}
    : upgrade === null || upgrade === 'failed' || upgrade === 'page'
      ? {href: pageHref, alternativeHref: null, source: 'page', settled: upgrade !== null}
      : {
          href: upgrade.href,
          alternativeHref: upgrade.alternativeHref,
          source: upgrade.href === pageHref ? 'page' : upgrade.source,
          settled: true,
        };
  // Only an upgrade that is not the download page leaves the site.
  const external = link.source === 'api' || link.source === 'installer';
  return {...link, external, blocked: downloadBlocked, onClick};
}
