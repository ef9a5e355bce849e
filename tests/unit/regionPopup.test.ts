/**
 * @jest-environment node
 */
import {createRegionPopup, REGION_POPUP_CLOSE_DELAY_MS} from '@site/src/lib/regionPopup';

describe('region popup timer logic', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const changes: boolean[] = [];
    const popup = createRegionPopup({onChange: (open) => changes.push(open)});
    return {popup, changes};
  }

  it('closes 500 ms after the pointer leaves, not earlier', () => {
    expect(REGION_POPUP_CLOSE_DELAY_MS).toBe(500);
    const {popup, changes} = setup();
    popup.hover();
    expect(popup.isOpen()).toBe(true);
    popup.leave();
    jest.advanceTimersByTime(499);
    expect(popup.isOpen()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(popup.isOpen()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('stays open when the pointer or focus comes back within the delay', () => {
    const {popup} = setup();
    popup.hover();
    popup.leave();
    jest.advanceTimersByTime(300);
    popup.hover();
    jest.advanceTimersByTime(1000);
    expect(popup.isOpen()).toBe(true);
    popup.leave();
    jest.advanceTimersByTime(200);
    popup.focusIn();
    jest.advanceTimersByTime(1000);
    expect(popup.isOpen()).toBe(true);
  });

  it('opens on a press and closes on a second press; a press after hover keeps it open', () => {
    const {popup} = setup();
    popup.press();
    expect(popup.isOpen()).toBe(true);
    popup.press();
    expect(popup.isOpen()).toBe(false);
    popup.hover();
    popup.press();
    expect(popup.isOpen()).toBe(true);
  });

  it('closes 500 ms after focus leaves when opened by keyboard', () => {
    const {popup} = setup();
    popup.focusIn();
    expect(popup.isOpen()).toBe(false);
    popup.press();
    popup.leave();
    jest.advanceTimersByTime(500);
    expect(popup.isOpen()).toBe(false);
  });

  it('closes at once, and dispose clears the pending timer', () => {
    const {popup, changes} = setup();
    popup.hover();
    popup.close();
    expect(popup.isOpen()).toBe(false);
    popup.hover();
    popup.leave();
    popup.dispose();
    jest.advanceTimersByTime(1000);
    expect(popup.isOpen()).toBe(true);
    expect(changes).toEqual([true, false, true]);
  });

  it('ignores a leave while closed', () => {
    const {popup, changes} = setup();
    popup.leave();
    jest.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});
