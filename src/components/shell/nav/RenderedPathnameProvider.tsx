import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {type ReactNode, useSyncExternalStore} from 'react';

import {isSiteRoute} from './isSiteRoute';
import {RenderedPathnameContext} from './renderedPathname';

const noSubscription = (): (() => void) => () => undefined;

/**
 * `404.html` is rendered for `/404.html` and served for every unknown path: while it hydrates, the shell renders for
 * `/404.html` as that HTML has it (any difference makes React throw the page's HTML away), then for the real path.
 */
export function RenderedPathnameProvider({children}: {children: ReactNode}): ReactNode {
  const {pathname} = useLocation();
  const errorPagePath = useBaseUrl('/404.html');
  const rendered = useSyncExternalStore(
    noSubscription,
    () => pathname,
    () => (isSiteRoute(pathname) ? pathname : errorPagePath),
  );
  return <RenderedPathnameContext.Provider value={rendered}>{children}</RenderedPathnameContext.Provider>;
}
