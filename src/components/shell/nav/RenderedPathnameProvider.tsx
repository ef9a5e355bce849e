import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {type ReactNode, useSyncExternalStore} from 'react';

import {isSiteRoute} from './isSiteRoute';
import {RenderedPathnameContext} from './renderedPathname';

const noSubscription = (): (() => void) => () => undefined;

/**
 * Gives the shell the pathname the page's HTML was rendered for. One error page, `404.html`, is rendered at build
 * time for `/404.html` and served for every path that matches no route: while React hydrates it at the visitor's
 * path, the shell renders for `/404.html`, as that HTML has it (any difference, such as the help chat button of
 * the chat pages, makes React throw the page's HTML away), and for the visitor's path right after. Every other
 * page's HTML was rendered for its own path, so nothing renders again after its hydration.
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
