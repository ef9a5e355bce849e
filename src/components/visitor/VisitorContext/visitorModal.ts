/**
 * Visitor modal concern: which of the region warning and Ontario modals to show now, and closing it for
 * good (cookie `closeRM=1`). The cookie and the user agent are read after hydration; the decision itself
 * is in `src/lib/geolocation.ts`.
 */
import {useLocation} from '@docusaurus/router';
import {createContext, useCallback, useContext} from 'react';

import {useStoreSelector} from '@site/src/components/kit/store/useStoreSelector';
import {regionalSettings} from '@site/src/data/regionalSettings';
import {readCloseRM, writeCloseRM} from '@site/src/lib/cookies';
import {type VisitorModal, visitorModalFor} from '@site/src/lib/geolocation';
import {createStore, type Store} from '@site/src/lib/store';

import {useGeo} from './geo';
import {useGeolocationRule, useSitePathname, useVisitorSettled} from './visitorRules';

export interface VisitorModalState {
  /** cookie closeRM = 1 */
  closeRM: boolean;
  /** empty until hydrated */
  userAgent: string;
}

export function createVisitorModalStore(): Store<VisitorModalState> {
  return createStore<VisitorModalState>({closeRM: false, userAgent: ''});
}

export const VisitorModalStoreContext = createContext(createVisitorModalStore());

/** Reads the cookie and the user agent; call once after hydration. */
export function readVisitorModalInputs(store: Store<VisitorModalState>): void {
  store.set({closeRM: readCloseRM(), userAgent: navigator.userAgent});
}

/** The visitor modal to show now (null until config and geo have settled). */
export function useVisitorModal(): VisitorModal {
  const store = useContext(VisitorModalStoreContext);
  const closeRM = useStoreSelector(store, (state) => state.closeRM);
  const userAgent = useStoreSelector(store, (state) => state.userAgent);
  const settled = useVisitorSettled();
  const geo = useGeo();
  const rule = useGeolocationRule();
  const path = useSitePathname();
  const {search} = useLocation();
  if (!settled || !geo) return null;
  return visitorModalFor({
    siteRegionId: regionalSettings.regionId,
    geo,
    rule,
    closeRM,
    search,
    userAgent,
    whitelisted: geo.whitelisted,
    path,
  });
}

/** Closes the visitor modal for good: stores closeRM=1. */
export function useDismissVisitorModal(): () => void {
  const store = useContext(VisitorModalStoreContext);
  return useCallback(() => {
    writeCloseRM();
    store.set((state) => ({...state, closeRM: true}));
  }, [store]);
}
