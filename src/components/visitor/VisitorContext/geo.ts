/**
 * Geo concern: the visitor's country, region and whitelist flag from `/api/geo`, asked once after
 * hydration. `ready` turns true when the call has settled; on any failure the geo stays unknown (null).
 */
import {createContext, useContext} from 'react';

import {useStoreSelector} from '@site/src/components/kit/store/useStoreSelector';
import {fetchJson} from '@site/src/lib/fetchWithTimeout';
import {GEO_API_PATH, GEO_TIMEOUT_MS, type GeoInfo, parseGeoResponse} from '@site/src/lib/geolocation';
import {createStore, type Store} from '@site/src/lib/store';

import {withBase} from './withBase';

export interface GeoState {
  /** null until known, or when the call failed */
  geo: GeoInfo | null;
  /** the call has settled (answer or failure) */
  ready: boolean;
}

export function createGeoStore(): Store<GeoState> {
  return createStore<GeoState>({geo: null, ready: false});
}

export const GeoStoreContext = createContext(createGeoStore());

/** Asks `/api/geo` once; returns a function that drops a late answer. */
export function loadGeo(store: Store<GeoState>, baseUrl: string): () => void {
  let cancelled = false;
  const settle = (geo: GeoInfo | null): void => {
    if (!cancelled) store.set({geo, ready: true});
  };
  fetchJson(withBase(baseUrl, GEO_API_PATH), {
    timeoutMs: GEO_TIMEOUT_MS,
    maxBytes: 1024,
    parse: parseGeoResponse,
    init: {cache: 'no-store', credentials: 'same-origin'},
  })
    .then((result) => {
      settle(result.ok ? result.data : null);
    })
    .catch(() => {
      settle(null);
    });
  return () => {
    cancelled = true;
  };
}

export function useGeo(): GeoInfo | null {
  return useStoreSelector(useContext(GeoStoreContext), (state) => state.geo);
}

export function useGeoReady(): boolean {
  return useStoreSelector(useContext(GeoStoreContext), (state) => state.ready);
}
