/**
 * Runtime config concern: `/runtime-config.json`, fetched once after hydration. Until it has settled the
 * built-in defaults hold; a failed or invalid answer keeps them, silently.
 */
import {createContext, useContext} from 'react';

import {useStoreSelector} from '@site/src/components/kit/store/useStoreSelector';
import {RUNTIME_CONFIG_DEFAULTS, type RuntimeConfig} from '@site/src/lib/runtimeConfigDefaults';
import {createStore, type Store} from '@site/src/lib/store';
import {requestRuntimeConfig} from '@site/src/lib/visitorRequests';

export type RuntimeConfigStatus = 'loading' | 'remote' | 'default';

export interface RuntimeConfigState {
  /** the built-in defaults until the file has been validated, then the file's values */
  config: RuntimeConfig;
  /** 'loading' until the one fetch has settled; 'default' when it failed and the defaults stay */
  status: RuntimeConfigStatus;
}

export function createRuntimeConfigStore(): Store<RuntimeConfigState> {
  return createStore<RuntimeConfigState>({config: RUNTIME_CONFIG_DEFAULTS, status: 'loading'});
}

export const RuntimeConfigStoreContext = createContext(createRuntimeConfigStore());

/** Fetches the file once (validation code in its own chunk); returns a function that drops a late answer. */
export function loadRuntimeConfig(store: Store<RuntimeConfigState>, baseUrl: string): () => void {
  let cancelled = false;
  void requestRuntimeConfig(baseUrl)
    .catch(() => null)
    .then((config) => {
      if (cancelled) return;
      store.set(config ? {config, status: 'remote'} : {config: RUNTIME_CONFIG_DEFAULTS, status: 'default'});
    });
  return () => {
    cancelled = true;
  };
}

export function useRuntimeConfig(): RuntimeConfig {
  return useStoreSelector(useContext(RuntimeConfigStoreContext), (state) => state.config);
}

export function useRuntimeConfigStatus(): RuntimeConfigStatus {
  return useStoreSelector(useContext(RuntimeConfigStoreContext), (state) => state.status);
}
