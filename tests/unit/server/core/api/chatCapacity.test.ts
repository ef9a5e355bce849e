import {Hono} from 'hono';

import {apiOptionsFromEnv, createApiApp} from '@site/server/core/api';
import {createChatCapacityApi, isChatStandInEnabled} from '@site/server/core/api/chatCapacity';
import {securityHeadersMiddleware} from '@site/server/core/securityHeaders';
import {parseRuntimeConfigText} from '@site/src/lib/runtimeConfig';
import {THIRD_PARTY_CSP_SOURCES} from '@site/src/lib/thirdParty';

const FIXED_SCRIPT_SOURCES = ["'self'", ...THIRD_PARTY_CSP_SOURCES.script];

describe('chat capacity stand-in', () => {
  test('is on in development and tests, or with CHAT_STAND_IN, and off otherwise', () => {
    expect(isChatStandInEnabled({NODE_ENV: 'development'})).toBe(true);
    expect(isChatStandInEnabled({NODE_ENV: 'test'})).toBe(true);
    expect(isChatStandInEnabled({CHAT_STAND_IN: '1'})).toBe(true);
    expect(isChatStandInEnabled({CHAT_STAND_IN: 'true', NODE_ENV: 'production'})).toBe(true);
    expect(isChatStandInEnabled({CHAT_STAND_IN: '0', NODE_ENV: 'development'})).toBe(false);
    expect(isChatStandInEnabled({NODE_ENV: 'production'})).toBe(false);
    expect(isChatStandInEnabled({})).toBe(false);
    expect(isChatStandInEnabled()).toBe(false);
  });

  test('GET /api/chat/capacity answers {hasCapacity: true} with the stand-in on', async () => {
    const api = createApiApp(apiOptionsFromEnv({CHAT_STAND_IN: '1'}));
    const response = await api.request('/chat/capacity');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(await response.json()).toEqual({hasCapacity: true});
  });

  test('with the stand-in off it answers {hasCapacity: false} (no failed request in the browser)', async () => {
    const api = createApiApp(apiOptionsFromEnv({NODE_ENV: 'production'}));
    const response = await api.request('/chat/capacity');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({hasCapacity: false});
  });

  test('other methods answer 405', async () => {
    const response = await createChatCapacityApi(true).request('/', {method: 'POST'});
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
  });
});

describe('CSP chat host from the deployed runtime config', () => {
  async function csp(runtimeConfig: string | null): Promise<string> {
    const app = new Hono();
    // The edge hands the middleware the runtime config it validated (the defaults for none or an invalid one).
    const loadRuntimeConfig = async () => parseRuntimeConfigText(runtimeConfig ?? '').config;
    app.use('*', securityHeadersMiddleware({loadManifest: async () => null, loadRuntimeConfig}));
    app.get('*', (c) => c.html('ok'));
    const response = await app.request('/');
    return response.headers.get('Content-Security-Policy') ?? '';
  }

  function directive(policy: string, name: string): string[] {
    const entry = policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));
    return entry ? entry.split(/\s+/).slice(1) : [];
  }

  test('the built-in stand-ins are same-origin: script-src adds no chat host', async () => {
    const policy = await csp(null);
    expect(directive(policy, 'script-src')).toEqual(FIXED_SCRIPT_SOURCES);
  });

  test('a deployed vendor script URL adds exactly its host to script-src', async () => {
    const policy = await csp(
      JSON.stringify({
        chat: {
          scriptUrl: 'https://ggphu.my.site.com/ESWGGPHU/assets/js/bootstrap.min.js',
          queueApiUrl: 'https://queue.example.com/capacity',
          siteUrl: 'https://ggphu.my.site.com/ESWGGPHU',
          scrt2Url: 'https://ggphu.my.salesforce-scrt.com',
        },
      }),
    );
    expect(directive(policy, 'script-src')).toEqual([...FIXED_SCRIPT_SOURCES, 'https://ggphu.my.site.com']);
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://queue.example.com', 'https://ggphu.my.salesforce-scrt.com']),
    );
  });

  test('an invalid deployed file keeps the defaults', async () => {
    const policy = await csp('{"chat": {"scriptUrl": "javascript:alert(1)"}}');
    expect(directive(policy, 'script-src')).toEqual(FIXED_SCRIPT_SOURCES);
  });
});
