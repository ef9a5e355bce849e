/** @jest-environment jsdom */
/**
 * The boot script in a browser (jsdom): it lists nothing until the app is needed, then adds the listed
 * bundles in order with their integrity; the visitor rules start it without an interaction.
 */
import {waitFor} from '@testing-library/react';

import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';

/**
 * Answers `/runtime-config.json` and `/api/geo` as given (the chat is left unconfigured by default), and the
 * chat's capacity check with a free agent.
 */
function answerWith(geo: {country: string; region: string | null} | null, config: object = {chat: null}): void {
  globalThis.fetch = jest.fn((url: string) => {
    const body = url.includes('runtime-config.json')
      ? JSON.stringify({...RUNTIME_CONFIG_DEFAULTS, ...config})
      : url.endsWith('/api/chat/capacity')
        ? JSON.stringify({hasCapacity: true})
        : JSON.stringify(geo ? {...geo, whitelisted: false} : {});
    return Promise.resolve({status: 200, headers: {get: () => null}, text: async () => body, body: null});
  }) as unknown as typeof fetch;
}

function setPage(url: string): void {
  // A new page load: no answers kept from the previous one (src/lib/visitorRequests.ts).
  delete (globalThis as {__ggpVisitorRequests?: unknown}).__ggpVisitorRequests;
  delete (globalThis as {__ggpSupportChat?: unknown}).__ggpSupportChat;
  window.history.replaceState(null, '', url);
  document.documentElement.removeAttribute('data-app-start');
  document.body.className = '';
  document.head.innerHTML =
    '<script type="application/json" id="app-bundles">' +
    '[{"src":"/assets/js/runtime~main.1.js","integrity":null},' +
    '{"src":"/assets/js/main.2.js","integrity":"sha384-abc"}]</script>';
}

/** Runs the boot script as a page load does, and lets its two requests settle. */
async function boot(): Promise<void> {
  await jest.isolateModulesAsync(async () => {
    await import('@site/src/boot');
  });
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const started = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script:not([type])')].map((script) => [
    script.getAttribute('src'),
    script.getAttribute('integrity'),
    script.async,
  ]);

describe('the boot script', () => {
  it('starts the app on the first interaction only, with every listed bundle in order', async () => {
    setPage('/funds/');
    answerWith({country: 'HU', region: null});
    await boot();
    expect(started()).toEqual([]);
    expect(document.documentElement.getAttribute('data-app-start')).toBeNull();

    document.body.dispatchEvent(new Event('pointerdown', {bubbles: true}));
    expect(started()).toEqual([
      ['/assets/js/runtime~main.1.js', null, false],
      ['/assets/js/main.2.js', 'sha384-abc', false],
    ]);
    expect(document.documentElement.getAttribute('data-app-start')).toBe('interaction');

    // Once: a second interaction adds nothing.
    document.body.dispatchEvent(new KeyboardEvent('keydown', {bubbles: true}));
    expect(started()).toHaveLength(2);
  });

  it('starts the app at once when a visitor rule needs it (the Ontario dialog)', async () => {
    setPage('/funds/');
    answerWith({country: 'CA', region: 'ON'});
    await boot();
    expect(document.documentElement.getAttribute('data-app-start')).toBe('visitor-dialog');
    expect(started()).toHaveLength(2);
  });

  it('on a chat page, shows the help button for a free agent without the app; a tap opens the chat and starts it', async () => {
    setPage('/responsible-gaming/');
    document.body.innerHTML =
      '<aside><button type="button" data-chat-button="" data-visible="false" aria-label="Segítség"></button></aside>';
    // The built-in config: the chat stand-ins are configured.
    answerWith({country: 'HU', region: null}, {});
    await boot();
    const button = document.querySelector('button')!;
    await waitFor(() => expect(button).toHaveAttribute('data-chat-state', 'available'));
    expect(document.documentElement.getAttribute('data-app-start')).toBeNull();
    expect(started()).toEqual([]);
    const requests = (globalThis.fetch as jest.Mock).mock.calls.map(([url]) => String(url)).sort();
    expect(requests).toEqual(['/api/geo', '/runtime-config.json', 'http://localhost/api/chat/capacity']);

    button.click();
    expect(document.documentElement.getAttribute('data-app-start')).toBe('interaction');
    expect(document.head.querySelectorAll('script[data-support-chat]')).toHaveLength(1);
    await waitFor(() =>
      expect(started().filter(([src]) => String(src).startsWith('/assets/js/'))).toEqual([
        ['/assets/js/runtime~main.1.js', null, false],
        ['/assets/js/main.2.js', 'sha384-abc', false],
      ]),
    );
    // The app finds the boot script's chat on the page and adopts it (src/lib/chat/pageChat.ts).
    const kept = (globalThis as {__ggpSupportChat?: {controller: {getSnapshot: () => {loading: boolean}}}})
      .__ggpSupportChat;
    expect(kept?.controller.getSnapshot().loading).toBe(true);
  });

  it('waits when the requests fail: the built-in rules find nothing to do for an unknown visitor', async () => {
    setPage('/');
    globalThis.fetch = jest.fn(() => Promise.reject(new Error('offline')));
    await boot();
    expect(started()).toEqual([]);
  });

  it('sets the embed mode’s body class without the app', async () => {
    setPage('/?embedded=logo');
    answerWith(null);
    await boot();
    expect(document.body.classList.contains('nav-logo')).toBe(true);
    expect(started()).toEqual([]);
  });

  it('starts configured third-party scripts itself, without the app, once per page', async () => {
    setPage('/funds/');
    answerWith(
      {country: 'DE', region: null},
      {thirdParty: {consentManagerId: '', tagManagerId: 'GTM-TEST1', analyticsWriteKey: ''}},
    );
    await boot();
    expect(document.documentElement.getAttribute('data-app-start')).toBeNull();
    expect(document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtm.js"]')).toHaveLength(1);
    // The app's own call of the plan (the same module in the app's bundle) finds it started and adds nothing.
    const dom = await import('@site/src/lib/thirdPartyDom');
    dom.runThirdPartySteps([
      {
        kind: 'tag-manager',
        src: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1',
        noscriptFrameSrc: 'about:blank',
        containerId: 'GTM-TEST1',
      },
    ]);
    expect(document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtm.js"]')).toHaveLength(1);
  });

  it('asks for the config and the geo once per page: the app gets the same answers without asking again', async () => {
    setPage('/funds/');
    answerWith({country: 'HU', region: null}, {});
    await boot();
    const requests = () => (globalThis.fetch as jest.Mock).mock.calls.map(([url]) => String(url)).sort();
    expect(requests()).toEqual(['/api/geo', '/runtime-config.json']);
    const {requestGeo, requestRuntimeConfig} = await import('@site/src/lib/visitorRequests');
    expect(await requestGeo('/')).toMatchObject({country: 'HU'});
    expect(await requestRuntimeConfig('/')).not.toBeNull();
    expect(requests()).toEqual(['/api/geo', '/runtime-config.json']);
  });

  it('writes the locale cookie from its tag without the app, and keeps one already there', async () => {
    setPage('/');
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="module" data-base-url="/" data-locale="hu" data-default-locale="hu" data-locales="hu"></script>',
    );
    document.cookie = 'i18n_redirected=; max-age=0; path=/';
    answerWith({country: 'HU', region: null});
    await boot();
    expect(document.cookie).toContain('i18n_redirected=hu');
    expect(document.documentElement.getAttribute('data-app-start')).toBeNull();
  });
});
