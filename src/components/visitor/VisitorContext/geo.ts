/**
 * Geo concern: the visitor's country, region and whitelist flag from `/api/geo`, asked once after
 * hydration. `ready` turns true when the call has settled; on any failure the geo stays unknown (null).
 */
import {createContext, useContext} from 'react';

import {useStoreSelector} from '@site/src/components/kit/store/useStoreSelector';
import type {GeoInfo} from '@site/src/lib/geolocation';
import {createStore, type Store} from '@site/src/lib/store';
import {requestGeo} from '@site/src/lib/visitorRequests';

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
  void requestGeo(baseUrl)
    .catch(() => null)
    .then((geo) => {
      if (!cancelled) store.set({geo, ready: true});
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
