import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {sitePath} from '@site/src/lib/navigation';

import {useRenderedPathname} from './renderedPathname';

/** The route the shell renders for as a site path (`/x/y/`): base URL removed, trailing slash added. */
export function useSitePath(): string {
  const pathname = useRenderedPathname();
  const {siteConfig} = useDocusaurusContext();
  return sitePath(pathname, siteConfig.baseUrl);
}
