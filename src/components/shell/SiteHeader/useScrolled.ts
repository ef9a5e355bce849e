import {useSyncExternalStore} from 'react';

/** Scrolled further than this many px: the header is "collapsed". */
const THRESHOLD = 8;

function subscribe(onChange: () => void): () => void {
  let frame = 0;
  const onScroll = (): void => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      onChange();
    });
  };
  window.addEventListener('scroll', onScroll, {passive: true});
  return () => {
    window.removeEventListener('scroll', onScroll);
    if (frame) cancelAnimationFrame(frame);
  };
}

/** True once the page is scrolled away from the top. Always false in the static HTML. */
export function useScrolled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > THRESHOLD,
    () => false,
  );
}
