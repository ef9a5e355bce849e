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
  /** The download page in the static HTML, upgraded after hydration. */
  href: string;
  /** The type 6 alternative from the API. */
  alternativeHref: string | null;
  /** A store or installer link: a plain navigation, same tab. */
  external: boolean;
  blocked: boolean;
  source: 'page' | 'api' | 'installer' | 'blocked';
  /** The link is final for this visitor; read by the boot script, which replays an early tap. */
  settled: boolean;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

let sharedClient: {endpoint: string; client: DownloadLinkClient} | null = null;

/** For tests. */
export function resetDownloadLinkClient(): void {
  sharedClient = null;
}

/**
 * The one download mechanism (rules: `src/lib/downloadLinkResolver.ts`). The static HTML links to the download page,
 * which works without JavaScript; the upgrade waits for device, config and country, so the blocked state is final
 * and the cache key right, and loads its logic in a chunk of its own. Any failure keeps the download page.
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
  const external = link.source === 'api' || link.source === 'installer';
  return {...link, external, blocked: downloadBlocked, onClick};
}
