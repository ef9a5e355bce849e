import {
  createScrollFlag,
  DOWNLOAD_REAPPEAR_MS,
  INITIAL_SCROLL_STATE,
  SCROLL_IDLE_MS,
  type ScrollState,
  type ScrollTimers,
  showsScrollToTop,
} from '@site/src/lib/scrollFlag';

/** Hand-driven timers: time only moves when the test says so. */
function manualTimers(): ScrollTimers & {advance: (ms: number) => void} {
  let now = 0;
  let next = 1;
  const pending = new Map<number, {at: number; run: () => void}>();
  return {
    setTimeout(run, ms) {
      const id = next++;
      pending.set(id, {at: now + ms, run});
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at <= now && pending.has(id)) {
          pending.delete(id);
          timer.run();
        }
      }
    },
  };
}

describe('scroll flag', () => {
  it('uses 200 ms and 1000 ms', () => {
    expect(SCROLL_IDLE_MS).toBe(200);
    expect(DOWNLOAD_REAPPEAR_MS).toBe(1000);
  });

  it('starts still, at the top, with the download button shown', () => {
    const flag = createScrollFlag(() => undefined, manualTimers());
    expect(flag.getState()).toEqual(INITIAL_SCROLL_STATE);
    expect(INITIAL_SCROLL_STATE).toEqual({scrolling: false, atTop: true, downloadVisible: true});
  });

  it('clears the scrolling flag 200 ms after the last scroll event, not before', () => {
    const timers = manualTimers();
    const flag = createScrollFlag(() => undefined, timers);
    flag.onScroll(300);
    expect(flag.getState().scrolling).toBe(true);
    timers.advance(150);
    flag.onScroll(320); // scrolling goes on: the 200 ms start again
    timers.advance(199);
    expect(flag.getState().scrolling).toBe(true);
    timers.advance(1);
    expect(flag.getState().scrolling).toBe(false);
  });

  it('hides the download button while scrolling and shows it 1000 ms after scrolling stops', () => {
    const timers = manualTimers();
    const flag = createScrollFlag(() => undefined, timers);
    flag.onScroll(300);
    expect(flag.getState().downloadVisible).toBe(false);
    timers.advance(500);
    flag.onScroll(400);
    timers.advance(999);
    expect(flag.getState().downloadVisible).toBe(false);
    timers.advance(1);
    expect(flag.getState().downloadVisible).toBe(true);
  });

  it('shows scroll-to-top only when still and away from the top', () => {
    const timers = manualTimers();
    const flag = createScrollFlag(() => undefined, timers);
    flag.onScroll(500);
    expect(showsScrollToTop(flag.getState())).toBe(false);
    timers.advance(200);
    expect(showsScrollToTop(flag.getState())).toBe(true);
    flag.onScroll(0);
    timers.advance(200);
    expect(flag.getState().atTop).toBe(true);
    expect(showsScrollToTop(flag.getState())).toBe(false);
  });

  it('reports each change once and sets a first position without scrolling', () => {
    const timers = manualTimers();
    const states: ScrollState[] = [];
    const flag = createScrollFlag((state) => states.push(state), timers);
    flag.setPosition(800);
    expect(flag.getState()).toEqual({scrolling: false, atTop: false, downloadVisible: true});
    flag.onScroll(900);
    flag.onScroll(950);
    timers.advance(1000);
    expect(states.map((s) => [s.scrolling, s.atTop, s.downloadVisible])).toEqual([
      [false, false, true],
      [true, false, false],
      [false, false, false],
      [false, false, true],
    ]);
  });

  it('stops its timers when disposed', () => {
    const timers = manualTimers();
    const onChange = jest.fn();
    const flag = createScrollFlag(onChange, timers);
    flag.onScroll(100);
    onChange.mockClear();
    flag.dispose();
    timers.advance(5000);
    expect(onChange).not.toHaveBeenCalled();
  });
});
