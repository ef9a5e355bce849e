import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import React, {createContext, type ReactNode, useContext, useSyncExternalStore} from 'react';

import {sitePath} from '@site/src/lib/navigation';

import {isSiteRoute} from './isSiteRoute';

const RenderedPathnameContext = createContext<string | null>(null);

const noSubscription = (): (() => void) => () => undefined;

/**
 * Gives the shell the pathname the page's HTML was rendered for (src/theme/Root.tsx). One error page, `404.html`, is
 * rendered at build time for `/404.html` and served for every path that matches no route: while React hydrates it at
 * the visitor's path, the shell renders for `/404.html`, as that HTML has it (any difference, such as the help chat
 * button of the chat pages, makes React throw the page's HTML away), and for the visitor's path right after. Every
 * other page's HTML was rendered for its own path, so nothing renders again after its hydration.
 */
export function RenderedPathnameProvider({children}: {children: ReactNode}): ReactNode {
  const {pathname} = useLocation();
  const errorPagePath = useBaseUrl('/404.html');
  // The server snapshot is what the server rendered and what hydration renders; React renders again with the
  // client's snapshot once hydrated, only where the two differ.
  const rendered = useSyncExternalStore(
    noSubscription,
    () => pathname,
    () => (isSiteRoute(pathname) ? pathname : errorPagePath),
  );
  return <RenderedPathnameContext.Provider value={rendered}>{children}</RenderedPathnameContext.Provider>;
}

/**
 * The pathname the shell renders for (the header's current section, the sub-menu, the help chat button, …): the
 * location's, except while the error page hydrates. Outside the provider (a part rendered on its own), the location's.
 */
export function useRenderedPathname(): string {
  const {pathname} = useLocation();
  return useContext(RenderedPathnameContext) ?? pathname;
}

/** The route the shell renders for as a site path (`/x/y/`): base URL removed, trailing slash added. */
export function useSitePath(): string {
  const pathname = useRenderedPathname();
  return sitePath(pathname, useDocusaurusContext().siteConfig.baseUrl);
}
