/**
 * @jest-environment node
 */
import {createDisclosure, HOVER_CLOSE_DELAY_MS} from '@site/src/lib/disclosure';

describe('disclosure open / close rules with a hover delay (the header region popup)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const changes: boolean[] = [];
    const controller = createDisclosure<'regions'>({
      onChange: (state) => changes.push(state !== null),
      delayMs: HOVER_CLOSE_DELAY_MS,
    });
    // The one-panel view the region popup uses.
    const popup = {
      hover: () => controller.hover('regions'),
      press: () => controller.press('regions'),
      focusIn: controller.focusIn,
      leave: () => controller.leave(),
      close: controller.close,
      dispose: controller.dispose,
      isOpen: () => controller.state() !== null,
    };
    return {popup, changes};
  }

  it('closes 500 ms after the pointer leaves, not earlier', () => {
    expect(HOVER_CLOSE_DELAY_MS).toBe(500);
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

describe('disclosure with several panels and no delay (the mega menu)', () => {
  function setup() {
    const changes: (string | null)[] = [];
    const controller = createDisclosure<'games' | 'school'>({
      onChange: (state) => changes.push(state ? `${state.key}:${state.by}` : null),
    });
    return {controller, changes};
  }

  it('switches panels on hover, and a leave closes a hover-opened panel at once', () => {
    const {controller, changes} = setup();
    controller.hover('games');
    controller.hover('school');
    controller.leave({hoverOnly: true});
    expect(changes).toEqual(['games:hover', 'school:hover', null]);
  });

  it('keeps a pressed panel open on a hover-only leave, closes it on a plain leave', () => {
    const {controller} = setup();
    controller.press('games');
    controller.leave({hoverOnly: true});
    expect(controller.state()).toEqual({key: 'games', by: 'press'});
    controller.leave();
    expect(controller.state()).toBeNull();
  });

  it('a press on another panel opens that one; a second press closes it', () => {
    const {controller} = setup();
    controller.press('games');
    controller.press('school');
    expect(controller.state()).toEqual({key: 'school', by: 'press'});
    controller.press('school');
    expect(controller.state()).toBeNull();
  });
});
