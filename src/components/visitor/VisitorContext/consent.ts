/**
 * Consent concern: the consent manager and analytics scripts, planned once the
 * runtime config and the visitor's country are known (GDPR countries get the consent banner first; the
 * `clean` and `lighthouse` query flags leave scripts out). The plan is in `src/lib/thirdParty.ts`.
 */
import {useEffect, useRef} from 'react';

import {planThirdParty} from '@site/src/lib/thirdParty';

import {useGeo} from './geo';
import {useRuntimeConfig} from './runtimeConfig';
import {useVisitorSettled} from './visitorRules';

/**
 * Starts the third-party scripts once, when config and geo have both settled. On a built page the boot script
 * has already run the same plan on load (`src/boot/`), and this does nothing; on the dev server it runs it.
 */
export function useThirdPartyScripts(): void {
  const settled = useVisitorSettled();
  const config = useRuntimeConfig();
  const geo = useGeo();
  const started = useRef(false);
  useEffect(() => {
    if (!settled || started.current) return;
    started.current = true;
    const steps = planThirdParty({
      ids: config.thirdParty,
      gdprCountries: config.gdprCountries,
      country: geo?.country ?? null,
      region: geo?.region ?? null,
      search: window.location.search,
    });
    if (steps.length === 0) return;
    import('@site/src/lib/thirdPartyDom').then((dom) => dom.runThirdPartySteps(steps)).catch(() => undefined);
  }, [settled, config, geo]);
}
