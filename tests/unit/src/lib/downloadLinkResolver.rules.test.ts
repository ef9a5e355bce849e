import {getDeviceInfo} from '@site/src/lib/deviceInfo';
import {
  downloadTargetFor,
  installerUrl,
  parseDownloadUrlResponse,
  safeDownloadHref,
  shouldCallDownloadApi,
} from '@site/src/lib/downloadLinkResolver';
import {USER_AGENTS, type UserAgentName} from '@site/tests/fixtures/userAgents';

function deviceOf(name: UserAgentName) {
  return getDeviceInfo(USER_AGENTS[name], {width: 1440, maxTouchPoints: 0});
}

describe('call conditions per device class', () => {
  it.each<[UserAgentName, boolean, string]>([
    ['iphoneSafari', true, 'api:ios'],
    ['iphoneChrome', true, 'api:ios'],
    ['ipad', true, 'api:ios'],
    ['android', true, 'api:android'],
    ['androidTablet', true, 'api:android'],
    ['linux', true, 'api:android'],
    ['windows', false, 'installer:windows'],
    ['macos', false, 'installer:macos'],
    ['googlebot', false, 'page'],
    ['googlebotSmartphone', false, 'page'],
  ])('%s: calls the API = %p, target %s', (name, calls, target) => {
    const device = deviceOf(name);
    const ua = USER_AGENTS[name];
    expect(shouldCallDownloadApi(device, ua)).toBe(calls);
    const result = downloadTargetFor(device, ua);
    const label =
      result.kind === 'api'
        ? `api:${result.platform}`
        : result.kind === 'installer'
          ? `installer:${result.os}`
          : 'page';
    expect(label).toBe(target);
  });

  it('treats iPadOS in desktop mode (Mac UA with touch) as an iOS tablet', () => {
    const device = getDeviceInfo(USER_AGENTS.macos, {maxTouchPoints: 5});
    expect(downloadTargetFor(device, USER_AGENTS.macos)).toEqual({kind: 'api', platform: 'ios'});
  });

  it('calls for Chrome on iOS even when the device class says desktop', () => {
    const device = {...deviceOf('iphoneChrome'), isMobile: false, isDesktop: true};
    expect(shouldCallDownloadApi(device, USER_AGENTS.iphoneChrome)).toBe(true);
    expect(downloadTargetFor(device, USER_AGENTS.iphoneChrome)).toEqual({kind: 'api', platform: 'ios'});
  });

  it('gives a Windows tablet the Windows installer (the API has no Windows platform)', () => {
    const device = {...deviceOf('windows'), isDesktop: false, isTablet: true};
    expect(shouldCallDownloadApi(device, USER_AGENTS.windows)).toBe(true);
    expect(downloadTargetFor(device, USER_AGENTS.windows)).toEqual({kind: 'installer', os: 'windows'});
  });

  it('keeps the download page for an unknown desktop', () => {
    const device = getDeviceInfo('SomethingElse/1.0', {width: 1440});
    expect(downloadTargetFor(device, 'SomethingElse/1.0')).toEqual({kind: 'page'});
  });
});

describe('installer URL from desktopInstallerBaseUrl', () => {
  it('appends the installer file to the base path, with or without a trailing slash', () => {
    expect(installerUrl('https://download.example.com/installer/', 'windows')).toBe(
      'https://download.example.com/installer/GGPokerSetup.exe',
    );
    expect(installerUrl('https://download.example.com/installer', 'macos')).toBe(
      'https://download.example.com/installer/GGPoker.dmg',
    );
    expect(installerUrl('https://download.example.com', 'macos')).toBe('https://download.example.com/GGPoker.dmg');
  });

  it.each(['javascript:alert(1)', 'http://download.example.com/', 'https://user:pw@example.com/', '', '/installer/'])(
    'refuses an unsafe base %p',
    (base) => {
      expect(installerUrl(base, 'windows')).toBeNull();
    },
  );
});

describe('answer validation and type 2 / 6 selection', () => {
  it('reads type 2 as primary and type 6 as alternative, in any order, ignoring other types', () => {
    expect(
      parseDownloadUrlResponse({
        links: [
          {type: 6, url: 'https://b.example.com/alt'},
          {type: 3, url: 'https://c.example.com/other'},
          {type: 2, url: 'https://a.example.com/main'},
          {type: 2, url: 'https://a.example.com/second'},
        ],
      }),
    ).toEqual({primary: 'https://a.example.com/main', alternative: 'https://b.example.com/alt'});
  });

  it('keeps a lone link of either kind', () => {
    expect(parseDownloadUrlResponse({links: [{type: 2, url: 'https://a.example.com/'}]})).toEqual({
      primary: 'https://a.example.com/',
      alternative: null,
    });
    expect(parseDownloadUrlResponse({links: [{type: 6, url: 'https://b.example.com/'}]})).toEqual({
      primary: null,
      alternative: 'https://b.example.com/',
    });
  });

  it('drops an unsafe URL and keeps the other link', () => {
    expect(
      parseDownloadUrlResponse({
        links: [
          {type: 2, url: 'javascript:alert(1)'},
          {type: 6, url: 'https://b.example.com/alt'},
        ],
      }),
    ).toEqual({primary: null, alternative: 'https://b.example.com/alt'});
  });

  it.each([
    null,
    'text',
    [],
    {},
    {links: 'x'},
    {links: [{type: '2', url: 'https://a.example.com/'}]},
    {links: [{type: 2}]},
    {links: [{type: 2.5, url: 'https://a.example.com/'}]},
    {links: []},
    {links: [{type: 3, url: 'https://a.example.com/'}]},
    {links: [{type: 2, url: 'data:text/html,x'}]},
    {links: [{type: 2, url: 'http://insecure.example.com/'}]},
    {links: [{type: 2, url: '/relative/'}]},
    {links: [{type: 2, url: 'mailto:a@b.c'}]},
    {links: [{type: 2, url: `https://a.example.com/${'x'.repeat(3000)}`}]},
  ])('rejects %p', (value) => {
    expect(parseDownloadUrlResponse(value)).toBeNull();
  });

  it('accepts only absolute https download links', () => {
    expect(safeDownloadHref('https://a.example.com/x')).toBe('https://a.example.com/x');
    expect(safeDownloadHref(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeDownloadHref(42)).toBeNull();
  });
});
