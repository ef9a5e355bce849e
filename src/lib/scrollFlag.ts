/**
 * Scroll flag for the quick buttons. Pure timer logic with
 * injectable timers: feed it scroll positions, it reports
 * - `scrolling`: true from a scroll event until 200 ms after the last one,
 * - `atTop`: the last position is at the top of the page,
 * - `downloadVisible`: false while scrolling, true again 1000 ms after the last scroll event.
 */

export const SCROLL_IDLE_MS = 200;
export const DOWNLOAD_REAPPEAR_MS = 1000;
/** Positions at or above this many px count as the top of the page. */
const TOP_THRESHOLD_PX = 1;

export interface ScrollState {
  scrolling: boolean;
  atTop: boolean;
  downloadVisible: boolean;
}

/** What the static HTML shows (and the state before the first scroll at the top of a page). */
export const INITIAL_SCROLL_STATE: ScrollState = {scrolling: false, atTop: true, downloadVisible: true};

/** Whatever the timer API hands back (a number in browsers, an object in Node); `undefined` means no timer. */
type TimerHandle = unknown;

export interface ScrollTimers {
  setTimeout: (run: () => void, ms: number) => TimerHandle;
  clearTimeout: (handle: TimerHandle) => void;
}

export interface ScrollFlag {
  /** Call on every scroll event with the page's vertical position. */
  onScroll(y: number): void;
  /** Sets the position without counting as scrolling (first read after hydration). */
  setPosition(y: number): void;
  getState(): ScrollState;
  dispose(): void;
}

const defaultTimers: ScrollTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function isAtTop(y: number): boolean {
  return !(y >= TOP_THRESHOLD_PX);
}

/** The scroll-to-top button shows when the page is neither scrolling nor at the top. */
export function showsScrollToTop(state: ScrollState): boolean {
  return !state.scrolling && !state.atTop;
}

export function createScrollFlag(
  onChange: (state: ScrollState) => void,
  timers: ScrollTimers = defaultTimers,
): ScrollFlag {
  let state: ScrollState = {...INITIAL_SCROLL_STATE};
  let idleTimer: TimerHandle;
  let downloadTimer: TimerHandle;

  const set = (patch: Partial<ScrollState>): void => {
    const next = {...state, ...patch};
    if (
      next.scrolling === state.scrolling &&
      next.atTop === state.atTop &&
      next.downloadVisible === state.downloadVisible
    ) {
      return;
    }
    state = next;
    onChange(state);
  };

  const stop = (): void => {
    if (idleTimer !== undefined) timers.clearTimeout(idleTimer);
    if (downloadTimer !== undefined) timers.clearTimeout(downloadTimer);
    idleTimer = undefined;
    downloadTimer = undefined;
  };

  return {
    onScroll(y) {
      stop();
      set({scrolling: true, atTop: isAtTop(y), downloadVisible: false});
      idleTimer = timers.setTimeout(() => {
        idleTimer = undefined;
        set({scrolling: false});
      }, SCROLL_IDLE_MS);
      downloadTimer = timers.setTimeout(() => {
        downloadTimer = undefined;
        set({downloadVisible: true});
      }, DOWNLOAD_REAPPEAR_MS);
    },
    setPosition(y) {
      set({atTop: isAtTop(y)});
    },
    getState: () => state,
    dispose: stop,
  };
}
