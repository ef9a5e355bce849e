import {shouldCloseOnSwipe, swipeDistance} from '@site/src/lib/swipe';

describe('shouldCloseOnSwipe', () => {
  const slow = 1000;
  it('closes when a slow swipe passes 10% of the size, not at or below it', () => {
    expect(shouldCloseOnSwipe({distance: 81, size: 800, durationMs: slow})).toBe(true);
    expect(shouldCloseOnSwipe({distance: 80, size: 800, durationMs: slow})).toBe(false);
    expect(shouldCloseOnSwipe({distance: 40, size: 800, durationMs: slow})).toBe(false);
  });

  it('closes a short swipe that completes within 300 ms, not one that takes longer', () => {
    expect(shouldCloseOnSwipe({distance: 20, size: 800, durationMs: 300})).toBe(true);
    expect(shouldCloseOnSwipe({distance: 20, size: 800, durationMs: 120})).toBe(true);
    expect(shouldCloseOnSwipe({distance: 20, size: 800, durationMs: 301})).toBe(false);
  });

  it('never closes on a tap or a swipe the other way', () => {
    expect(shouldCloseOnSwipe({distance: 0, size: 800, durationMs: 50})).toBe(false);
    expect(shouldCloseOnSwipe({distance: 5, size: 20, durationMs: 50})).toBe(false);
    expect(shouldCloseOnSwipe({distance: -200, size: 800, durationMs: 50})).toBe(false);
    expect(shouldCloseOnSwipe({distance: Number.NaN, size: 800, durationMs: 50})).toBe(false);
  });
});

describe('swipeDistance', () => {
  it('counts the travel in the closing direction, negative the other way', () => {
    expect(swipeDistance('left', -120, 10)).toBe(120);
    expect(swipeDistance('left', 60, 5)).toBe(-60);
    expect(swipeDistance('down', 10, 90)).toBe(90);
  });

  it('is no swipe when the finger moved more across than along (a scroll)', () => {
    expect(swipeDistance('left', -40, 80)).toBe(0);
    expect(swipeDistance('down', 50, 20)).toBe(0);
  });
});
