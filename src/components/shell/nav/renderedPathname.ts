import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {createContext, useContext} from 'react';

import {sitePathOf} from '@site/src/lib/geolocation';

export const RenderedPathnameContext = createContext<string | null>(null);

/** The location's pathname, except while the error page hydrates (`RenderedPathnameProvider`). */
export function useRenderedPathname(): string {
  const {pathname} = useLocation();
  return useContext(RenderedPathnameContext) ?? pathname;
}

export function useSitePath(): string {
  const pathname = useRenderedPathname();
  const path = sitePathOf(pathname || '/', useDocusaurusContext().siteConfig.baseUrl);
  return path.endsWith('/') ? path : `${path}/`;
}
