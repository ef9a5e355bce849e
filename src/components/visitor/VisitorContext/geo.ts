/**
 * Geo concern: the visitor's country, region and whitelist flag from `/api/geo`, asked once after
 * hydration. `ready` turns true when the call has settled or `GEO_WAIT_MS` has passed; on any failure the geo
 * stays unknown (null). A late answer still replaces the unknown geo when it comes (`answerOrWait.ts`).
 */
import {createContext, useContext} from 'react';

import {useStoreSelector} from '@site/src/components/kit/store/useStoreSelector';
import {GEO_WAIT_MS, type GeoInfo} from '@site/src/lib/geolocation';
import {createStore, type Store} from '@site/src/lib/store';
import {requestGeo} from '@site/src/lib/visitorRequests';

import {answerOrWait} from './answerOrWait';

export interface GeoState {
  /** null until known, or when the call failed */
  geo: GeoInfo | null;
  /** the call has settled (answer or failure), or the page has stopped waiting for it */
  ready: boolean;
}

export function createGeoStore(): Store<GeoState> {
  return createStore<GeoState>({geo: null, ready: false});
}

export const GeoStoreContext = createContext(createGeoStore());

/** Asks `/api/geo` once; returns a function that drops a late answer (the provider went away). */
export function loadGeo(store: Store<GeoState>, baseUrl: string): () => void {
  return answerOrWait({
    request: requestGeo(baseUrl),
    waitMs: GEO_WAIT_MS,
    onWaitedOut: () => store.set({geo: null, ready: true}),
    onAnswer: (geo) => store.set({geo, ready: true}),
  });
}

export function useGeo(): GeoInfo | null {
  return useStoreSelector(useContext(GeoStoreContext), (state) => state.geo);
}

export function useGeoReady(): boolean {
  return useStoreSelector(useContext(GeoStoreContext), (state) => state.ready);
}
