/**
 * Visitor context: everything that depends on the visitor, decided after hydration. The static HTML is
 * the same for everyone: until the effects have run, every store holds its defaults (built-in runtime
 * config, geo and device unknown, nothing blocked, no modal).
 *
 * One store per concern, each in its own file, each read through selector hooks so a component
 * re-renders only for what it reads:
 * - `runtimeConfig.ts`: `/runtime-config.json` (`useRuntimeConfig`, `useRuntimeConfigStatus`);
 * - `geo.ts`: `/api/geo` (`useGeo`, `useGeoReady`);
 * - `device.ts`: device flags (`useDevice`);
 * - `visitorRules.ts`: rule and download block built on config + geo (`useDownloadBlocked`, `useVisitorSettled`);
 * - `visitorModal.ts`: region warning / Ontario modal and `closeRM` (`useVisitorModal`, `useDismissVisitorModal`);
 * - `consent.ts`: locale cookie and third-party scripts.
 * Embed mode and build freshness need no React: they live in `src/clientModules/`.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import React, {type ReactNode, useEffect, useState} from 'react';

import {inNextTask} from '@site/src/lib/nextTask';
import {rememberLocale} from '@site/src/lib/rememberLocale';

import {useThirdPartyScripts} from './consent';
import {createDeviceStore, DeviceStoreContext, watchDevice} from './device';
import {createGeoStore, GeoStoreContext, loadGeo} from './geo';
import {createRuntimeConfigStore, loadRuntimeConfig, RuntimeConfigStoreContext} from './runtimeConfig';
import {createVisitorModalStore, readVisitorModalInputs, VisitorModalStoreContext} from './visitorModal';

export {useDevice} from './device';
export {useGeo, useGeoReady} from './geo';
export {type RuntimeConfigStatus, useRuntimeConfig, useRuntimeConfigStatus} from './runtimeConfig';
export {useDismissVisitorModal, useVisitorModal} from './visitorModal';
export {useDownloadBlocked, useVisitorSettled} from './visitorRules';

/** Renders nothing; runs the effects that need every store (third-party scripts). */
function ThirdPartyScripts(): null {
  useThirdPartyScripts();
  return null;
}

export function VisitorContextProvider({children}: {children: ReactNode}): ReactNode {
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale, locales, defaultLocale},
  } = useDocusaurusContext();
  const [stores] = useState(() => ({
    runtimeConfig: createRuntimeConfigStore(),
    geo: createGeoStore(),
    device: createDeviceStore(),
    visitorModal: createVisitorModalStore(),
  }));

  // Each starts in a task of its own after hydration (see inNextTask), not inside React's hydration work.
  useEffect(
    () =>
      inNextTask(() => {
        readVisitorModalInputs(stores.visitorModal);
        rememberLocale({currentLocale, locales, defaultLocale});
      }),
    [stores, currentLocale, locales, defaultLocale],
  );

  // Runtime config and geo: one call each, in parallel, with silent fallbacks; a late answer still applies.
  useEffect(
    () =>
      inNextTask(() => {
        const dropConfig = loadRuntimeConfig(stores.runtimeConfig, baseUrl);
        const dropGeo = loadGeo(stores.geo, baseUrl);
        return () => {
          dropConfig();
          dropGeo();
        };
      }),
    [stores, baseUrl],
  );

  useEffect(() => inNextTask(() => watchDevice(stores.device)), [stores]);

  return (
    <RuntimeConfigStoreContext.Provider value={stores.runtimeConfig}>
      <GeoStoreContext.Provider value={stores.geo}>
        <DeviceStoreContext.Provider value={stores.device}>
          <VisitorModalStoreContext.Provider value={stores.visitorModal}>
            <ThirdPartyScripts />
            {children}
          </VisitorModalStoreContext.Provider>
        </DeviceStoreContext.Provider>
      </GeoStoreContext.Provider>
    </RuntimeConfigStoreContext.Provider>
  );
}
