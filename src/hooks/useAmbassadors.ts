import {usePluginData} from '@docusaurus/useGlobalData';

import type {Ambassador} from '@site/src/data/ambassador';

/** Read at build time from `ggteam/*.mdx` by `plugins/ambassadors`. */
export function useAmbassadors(): Ambassador[] {
  const data = usePluginData('ambassadors') as {ambassadors: Ambassador[]} | undefined;
  return data?.ambassadors ?? [];
}
