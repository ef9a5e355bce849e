import {appNeededOnLoad, type PageOnLoad} from '@site/src/boot/appNeededOnLoad';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';

const page = (overrides: Partial<PageOnLoad> = {}): PageOnLoad => ({
  config: {...RUNTIME_CONFIG_DEFAULTS, chat: {...RUNTIME_CONFIG_DEFAULTS.chat, orgId: ''}},
  geo: {country: 'HU', region: null, whitelisted: false},
  path: '/',
  search: '',
  userAgent: 'Mozilla/5.0',
  closeRM: false,
  pageAsksForApp: false,
  ...overrides,
});

describe('appNeededOnLoad', () => {
  it('lets a Hungarian visitor of a content page wait: nothing acts on its own', () => {
    expect(appNeededOnLoad(page())).toBeNull();
    expect(appNeededOnLoad(page({path: '/funds/'}))).toBeNull();
  });

  it('needs the app for a visitor dialog: the warning on home, Ontario anywhere', () => {
    expect(appNeededOnLoad(page({geo: {country: 'FR', region: null, whitelisted: false}}))).toBe('visitor-dialog');
    expect(appNeededOnLoad(page({path: '/funds/', geo: {country: 'CA', region: 'ON', whitelisted: false}}))).toBe(
      'visitor-dialog',
    );
  });

  it('follows the dialogs’ own exemptions: closed for good, whitelisted, off home and download', () => {
    const fr = {country: 'FR', region: null, whitelisted: false};
    expect(appNeededOnLoad(page({geo: fr, closeRM: true}))).toBeNull();
    expect(appNeededOnLoad(page({geo: {...fr, whitelisted: true}}))).toBeNull();
    expect(appNeededOnLoad(page({geo: fr, path: '/funds/'}))).toBeNull();
    expect(appNeededOnLoad(page({geo: fr, search: '?is_Lighthouse=1'}))).toBeNull();
  });

  it('needs the app where downloads are blocked for the visitor', () => {
    const us = {country: 'US', region: null, whitelisted: false};
    expect(appNeededOnLoad(page({geo: us, path: '/funds/'}))).toBe('downloads-blocked');
    // Home, download and the poker school stay open to them.
    expect(appNeededOnLoad(page({geo: us, path: '/poker-school/'}))).toBeNull();
  });

  it('does not need the app for third-party scripts: the boot script starts them itself', () => {
    const config = {
      ...page().config,
      thirdParty: {consentManagerId: 'abc', tagManagerId: 'GTM-X1', analyticsWriteKey: 'abc123'},
    };
    expect(appNeededOnLoad(page({config}))).toBeNull();
  });

  it('does not need the app for the support chat: the boot script checks capacity and shows the button itself', () => {
    // The built-in config names the chat stand-ins: the chat is configured, on its pages and under them.
    const config = RUNTIME_CONFIG_DEFAULTS;
    expect(appNeededOnLoad(page({config, path: '/responsible-gaming/'}))).toBeNull();
    expect(appNeededOnLoad(page({config, path: '/responsible-gaming/self-exclusion/'}))).toBeNull();
    // Another rule on a chat page still asks for it.
    const us = {country: 'US', region: null, whitelisted: false};
    expect(appNeededOnLoad(page({config, path: '/responsible-gaming/', pageAsksForApp: true}))).toBe('page');
    expect(appNeededOnLoad(page({config, geo: us, path: '/responsible-gaming/'}))).toBe('downloads-blocked');
  });

  it('needs the app on a page that asks for it', () => {
    expect(appNeededOnLoad(page({pageAsksForApp: true}))).toBe('page');
  });

  it('decides without a geo answer from the config alone', () => {
    expect(appNeededOnLoad(page({geo: null}))).toBeNull();
  });
});
