import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {createContext, useContext} from 'react';

import {sitePathOf} from '@site/src/lib/geolocation';

/** Set by `RenderedPathnameProvider` (src/theme/Root.tsx). */
export const RenderedPathnameContext = createContext<string | null>(null);

/**
 * The pathname the shell renders for (the header's current section, the sub-menu, the help chat button, …): the
 * location's, except while the error page hydrates (`RenderedPathnameProvider`). Outside the provider (a part
 * rendered on its own), the location's.
 */
export function useRenderedPathname(): string {
  const {pathname} = useLocation();
  return useContext(RenderedPathnameContext) ?? pathname;
}

/** The route the shell renders for as a site path (`/x/y/`): base URL removed, trailing slash added. */
export function useSitePath(): string {
  const pathname = useRenderedPathname();
  const path = sitePathOf(pathname || '/', useDocusaurusContext().siteConfig.baseUrl);
  return path.endsWith('/') ? path : `${path}/`;
}
