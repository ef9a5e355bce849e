/** @jest-environment jsdom */
import {REPLAY_TIMEOUT_MS, replayDownloadTaps} from '@site/src/boot/replayDownloadTap';

/** One listener for the whole file: the boot script installs it once per page. */
const startApp = jest.fn();
const navigate = jest.fn();
replayDownloadTaps(startApp, navigate);

function page(): HTMLAnchorElement {
  document.documentElement.dataset.hasHydrated = 'false';
  document.body.innerHTML = '<header><a href="/download/" data-download-button="">Letöltés</a></header>';
  return document.querySelector('a')!;
}

/** Counts the clicks that reach the control's own handlers, and whether the browser would follow them. */
function watchClicks(control: HTMLAnchorElement): {followed: boolean[]} {
  const followed: boolean[] = [];
  control.addEventListener('click', (event) => {
    followed.push(!event.defaultPrevented);
    event.preventDefault(); // jsdom would try to navigate
  });
  return {followed};
}

beforeEach(() => {
  startApp.mockClear();
  navigate.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('a Download tap before the app runs', () => {
  it('is held, starts the app, and is made again once the app has made the link final', async () => {
    const control = page();
    const clicks = watchClicks(control);
    control.click();
    expect(clicks.followed).toEqual([false]);
    expect(startApp).toHaveBeenCalledTimes(1);
    expect(control.getAttribute('aria-busy')).toBe('true');

    // Hydrated, but the link is not final yet: still held.
    document.documentElement.dataset.hasHydrated = 'true';
    await Promise.resolve();
    expect(clicks.followed).toEqual([false]);

    control.href = 'https://apps.example.com/ggpoker';
    control.setAttribute('data-download-ready', 'true');
    await Promise.resolve();
    expect(clicks.followed).toEqual([false, true]);
    expect(control.hasAttribute('aria-busy')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('follows the static link when the app does not get there in time', () => {
    jest.useFakeTimers();
    const control = page();
    watchClicks(control);
    control.click();
    jest.advanceTimersByTime(REPLAY_TIMEOUT_MS);
    expect(navigate).toHaveBeenCalledWith('http://localhost/download/');
    expect(control.hasAttribute('aria-busy')).toBe(false);
  });

  it('leaves modified clicks and taps after hydration to the browser and the app', () => {
    const control = page();
    const clicks = watchClicks(control);
    control.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, ctrlKey: true}));
    document.documentElement.dataset.hasHydrated = 'true';
    control.click();
    expect(clicks.followed).toEqual([true, true]);
    expect(startApp).not.toHaveBeenCalled();
  });
});
