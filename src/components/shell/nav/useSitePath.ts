import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {sitePath} from '@site/src/lib/navigation';

/** The current route as a site path (`/x/y/`): base URL removed, trailing slash added. */
export function useSitePath(): string {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  return sitePath(pathname, siteConfig.baseUrl);
}
