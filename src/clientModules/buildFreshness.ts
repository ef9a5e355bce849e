/**
 * Build freshness (a page from an older build reloads once; rules in `src/lib/buildFreshness.ts`). Only in
 * production builds (the dev server has no build files).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';

import {
  BUILD_CHECK_INTERVAL_MS,
  fetchLatestBuildId,
  isBuildId,
  isChunkLoadError,
  isNewerBuild,
  isOwnChunkUrl,
  reloadOnce,
} from '@site/src/lib/buildFreshness';

let newerBuildSeen = false;

function reloadCurrentPath(): void {
  reloadOnce({
    path: window.location.pathname,
    now: Date.now(),
    reload: () => window.location.reload(),
  });
}

function start(): void {
  const id = document.querySelector<HTMLMetaElement>('meta[name="ggphu-build-id"]')?.content ?? null;
  if (!isBuildId(id) || process.env.NODE_ENV !== 'production') return;
  window.setInterval(() => {
    void fetchLatestBuildId(siteConfig.baseUrl, Date.now()).then((latest) => {
      if (isNewerBuild(id, latest)) newerBuildSeen = true;
    });
  }, BUILD_CHECK_INTERVAL_MS);

  // Resource errors do not bubble: listen in the capture phase.
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      const url =
        target instanceof HTMLScriptElement
          ? target.src
          : target instanceof HTMLLinkElement && target.rel === 'stylesheet'
            ? target.href
            : null;
      if (url && isOwnChunkUrl(url, siteConfig.baseUrl, window.location.origin)) reloadCurrentPath();
      else if (event instanceof ErrorEvent && isChunkLoadError(event.error)) reloadCurrentPath();
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadCurrentPath();
  });
}

if (ExecutionEnvironment.canUseDOM) start();

const buildFreshness: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!newerBuildSeen || !previousLocation || previousLocation.pathname === location.pathname) return;
    // A newer build is out: load the page the visitor just opened from it.
    reloadCurrentPath();
  },
};

export default buildFreshness;
