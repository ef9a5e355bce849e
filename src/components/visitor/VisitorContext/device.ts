/**
 * Device concern: the visitor's device flags from the user agent and viewport, known after hydration
 * (null before) and measured again on resize (throttled). The parser loads in its own chunk.
 */
import {createContext, useContext} from 'react';

import {useStoreSelector} from '@site/src/components/kit/store/useStoreSelector';
import type {DeviceInfo} from '@site/src/lib/deviceInfo';
import {createStore, type Store} from '@site/src/lib/store';

export function createDeviceStore(): Store<DeviceInfo | null> {
  return createStore<DeviceInfo | null>(null);
}

export const DeviceStoreContext = createContext(createDeviceStore());

/** Measures now and on every resize; returns the function that stops listening. */
export function watchDevice(store: Store<DeviceInfo | null>): () => void {
  let stopped = false;
  let stopListening: (() => void) | undefined;
  import('@site/src/lib/deviceInfo')
    .then((lib) => {
      if (stopped) return;
      const measure = (): void => {
        const next = lib.getDeviceInfo(navigator.userAgent, {
          width: window.innerWidth,
          maxTouchPoints: navigator.maxTouchPoints,
        });
        // Same flags: keep the old object, so nobody re-renders.
        store.set((current) => (lib.sameDeviceInfo(current, next) ? current : next));
      };
      // The first reading in a task of its own: parsing the user agent right after the parser's chunk has
      // been evaluated made one long task of both (measured in a trace of the page load).
      const firstReading = setTimeout(measure, 0);
      const resize = lib.throttleWithRefresh(measure, {
        now: () => Date.now(),
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (handle) => {
          window.clearTimeout(handle as number);
        },
      });
      window.addEventListener('resize', resize.onEvent, {passive: true});
      stopListening = () => {
        clearTimeout(firstReading);
        window.removeEventListener('resize', resize.onEvent);
        resize.cancel();
      };
    })
    .catch(() => {
      // The chunk failed to load: no device info, nothing depends on it being known.
    });
  return () => {
    stopped = true;
    stopListening?.();
  };
}

/** Device flags; null until hydrated. */
export function useDevice(): DeviceInfo | null {
  return useStoreSelector(useContext(DeviceStoreContext), (device) => device);
}
