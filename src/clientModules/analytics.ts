/**
 * Page views: one after each navigation that changes the path — not on the first render (the
 * loaders count the landing page themselves), not on hash or query changes. Nothing is sent while no
 * analytics runs (no ids in runtime config, `?lighthouse`, or not loaded yet).
 */
import type {ClientModule} from '@docusaurus/types';

import {isRealPathChange} from '@site/src/lib/thirdParty';

const analytics: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!isRealPathChange(previousLocation?.pathname, location.pathname)) return;
    const {pathname} = location;
    import('@site/src/lib/thirdPartyDom').then((dom) => dom.reportPageView(pathname)).catch(() => undefined);
  },
};

export default analytics;
