/**
 * Runtime config concern: `/runtime-config.json`, fetched once after hydration. Until it has settled the
 * built-in defaults hold; a failed or invalid answer keeps them, silently. After `RUNTIME_CONFIG_WAIT_MS`
 * without an answer the status is 'default'; a late answer still replaces the defaults when it comes
 * (`answerOrWait.ts`).
 */
import {createContext, useContext} from 'react';

import {useStoreSelector} from '@site/src/components/kit/store/useStoreSelector';
import {RUNTIME_CONFIG_DEFAULTS, RUNTIME_CONFIG_WAIT_MS, type RuntimeConfig} from '@site/src/lib/runtimeConfigDefaults';
import {createStore, type Store} from '@site/src/lib/store';
import {requestRuntimeConfig} from '@site/src/lib/visitorRequests';

import {answerOrWait} from './answerOrWait';

export type RuntimeConfigStatus = 'loading' | 'remote' | 'default';

export interface RuntimeConfigState {
  /** the built-in defaults until the file has been validated, then the file's values */
  config: RuntimeConfig;
  /** 'loading' until the one fetch has settled or the wait is over; 'default' while the defaults hold */
  status: RuntimeConfigStatus;
}

export function createRuntimeConfigStore(): Store<RuntimeConfigState> {
  return createStore<RuntimeConfigState>({config: RUNTIME_CONFIG_DEFAULTS, status: 'loading'});
}

export const RuntimeConfigStoreContext = createContext(createRuntimeConfigStore());

const DEFAULTS_STATE: RuntimeConfigState = {config: RUNTIME_CONFIG_DEFAULTS, status: 'default'};

/** Fetches the file once (validation code in its own chunk); returns a function that drops a late answer. */
export function loadRuntimeConfig(store: Store<RuntimeConfigState>, baseUrl: string): () => void {
  return answerOrWait({
    request: requestRuntimeConfig(baseUrl),
    waitMs: RUNTIME_CONFIG_WAIT_MS,
    onWaitedOut: () => store.set(DEFAULTS_STATE),
    onAnswer: (config) => store.set(config ? {config, status: 'remote'} : DEFAULTS_STATE),
  });
}

export function useRuntimeConfig(): RuntimeConfig {
  return useStoreSelector(useContext(RuntimeConfigStoreContext), (state) => state.config);
}

export function useRuntimeConfigStatus(): RuntimeConfigStatus {
  return useStoreSelector(useContext(RuntimeConfigStoreContext), (state) => state.status);
}
