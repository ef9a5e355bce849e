import {useEffect, useState} from 'react';

import {createScrollFlag, INITIAL_SCROLL_STATE, type ScrollState} from '@site/src/lib/scrollFlag';

/**
 * Scroll state of the page (scrolling flag, at-top, download visibility), read after hydration.
 * The first render (and the static HTML) always sees INITIAL_SCROLL_STATE.
 */
export default function useScrollState(): ScrollState {
  const [state, setState] = useState<ScrollState>(INITIAL_SCROLL_STATE);

  useEffect(() => {
    const flag = createScrollFlag(setState);
    flag.setPosition(window.scrollY);
    const onScroll = (): void => flag.onScroll(window.scrollY);
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      window.removeEventListener('scroll', onScroll);
      flag.dispose();
    };
  }, []);

  return state;
}
