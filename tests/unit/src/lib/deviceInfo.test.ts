import {type DeviceInfo, getDeviceInfo, throttleWithRefresh} from '@site/src/lib/deviceInfo';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
};

function flags(info: DeviceInfo): string[] {
  return (Object.keys(info) as (keyof DeviceInfo)[]).filter((key) => info[key]);
}

describe('device info', () => {
  it.each<[keyof typeof UA, string[], {maxTouchPoints?: number}?]>([
    ['iphoneSafari', ['isMobile', 'isIos']],
    ['iphoneChrome', ['isMobile', 'isIos', 'isChrome']],
    ['ipad', ['isTablet', 'isIos']],
    ['ipadDesktop', ['isTablet', 'isIos'], {maxTouchPoints: 5}],
    ['ipadDesktop', ['isDesktop', 'isMacOS'], {maxTouchPoints: 0}],
    ['androidChrome', ['isMobile', 'isAndroid', 'isChrome']],
    // Samsung Internet and Edge name Chrome in their user agents, and are not Chrome.
    ['samsung', ['isMobile', 'isAndroid']],
    ['androidTablet', ['isTablet', 'isAndroid', 'isChrome']],
    ['windowsChrome', ['isDesktop', 'isWindows', 'isChrome']],
    ['windowsEdge', ['isDesktop', 'isWindows']],
    ['macFirefox', ['isDesktop', 'isMacOS']],
    ['linuxFirefox', ['isDesktop']],
  ])('%s', (...[name, expected, environment]) => {
    expect(flags(getDeviceInfo(UA[name], environment)).sort()).toEqual([...expected].sort());
  });

  it.each(['googlebot', 'bingbot', 'facebook'] as const)('%s is a crawler', (name) => {
    expect(getDeviceInfo(UA[name]).isCrawler).toBe(true);
  });

  it('recognises more crawlers by pattern', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; AhrefsBot/7.0)',
      'Slurp',
      'Baiduspider',
      'Twitterbot/1.0',
      'Mozilla/5.0 (compatible; YandexBot/3.0)',
    ]) {
      expect(getDeviceInfo(ua).isCrawler).toBe(true);
    }
    expect(getDeviceInfo(UA.windowsChrome).isCrawler).toBe(false);
    expect(getDeviceInfo(UA.iphoneSafari).isCrawler).toBe(false);
  });

  // Mobile below 768 px, tablet 768–1243 px, desktop from 1244 px.
  it.each([
    [0, 'isMobile'],
    [767, 'isMobile'],
    [768, 'isTablet'],
    [1243, 'isTablet'],
    [1244, 'isDesktop'],
    [3000, 'isDesktop'],
    [Number.NaN, 'isMobile'],
    [undefined, 'isDesktop'],
  ])('falls back to the viewport breakpoint for an unknown platform: %p px → %s', (width, expected) => {
    expect(flags(getDeviceInfo('', {width}))).toEqual([expected]);
  });

  it('survives hostile user agents', () => {
    expect(getDeviceInfo('<script>alert(1)</script>'.repeat(1000)).isDesktop).toBe(true);
    expect(getDeviceInfo(undefined as unknown as string).isDesktop).toBe(true);
  });
});

describe('resize throttle (100 ms) with a refresh 50 ms after the last event', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const run = jest.fn();
    const handler = throttleWithRefresh(run, {
      now: () => Date.now(),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    });
    return {run, handler};
  }

  it('runs at once, then at most every 100 ms, then once 50 ms after the last event', () => {
    const {run, handler} = setup();
    handler.onEvent();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 9; i += 1) {
      jest.advanceTimersByTime(10);
      handler.onEvent();
    }
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10);
    handler.onEvent(); // 100 ms after the first
    expect(run).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(49);
    expect(run).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('cancels the pending refresh', () => {
    const {run, handler} = setup();
    handler.onEvent();
    handler.cancel();
    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
