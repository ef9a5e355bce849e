import {resolveChatSettings} from '@site/src/lib/chat/settings';
import {resolveSafeHttpUrl} from '@site/src/lib/linkSafety';
import {parseRuntimeConfig, RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfig';

describe('chat settings from the runtime config', () => {
  const BASE = 'https://www.ggpoker.hu/';
  const PREVIEW_BASE = 'http://127.0.0.1:4000/preview/x/';

  test('chat URLs (the link-safety resolver): absolute http(s) as they are, site paths against the base, anything else null', () => {
    expect(resolveSafeHttpUrl('https://chat.example/a.js', BASE)).toBe('https://chat.example/a.js');
    expect(resolveSafeHttpUrl('api/chat/capacity', BASE)).toBe('https://www.ggpoker.hu/api/chat/capacity');
    expect(resolveSafeHttpUrl('api/chat/capacity', PREVIEW_BASE)).toBe(
      'http://127.0.0.1:4000/preview/x/api/chat/capacity',
    );
    expect(resolveSafeHttpUrl('/api/chat/capacity', PREVIEW_BASE)).toBe('http://127.0.0.1:4000/api/chat/capacity');
    expect(resolveSafeHttpUrl('//evil.example/x.js', BASE)).toBeNull();
    expect(resolveSafeHttpUrl('javascript:alert(1)', BASE)).toBeNull();
    expect(resolveSafeHttpUrl('data:text/javascript,1', BASE)).toBeNull();
    expect(resolveSafeHttpUrl('https://user:pw@chat.example/a.js', BASE)).toBeNull();
    expect(resolveSafeHttpUrl('\\\\evil.example', BASE)).toBeNull();
    expect(resolveSafeHttpUrl('a b', BASE)).toBeNull();
    expect(resolveSafeHttpUrl('', BASE)).toBeNull();
  });

  test('the built-in defaults point at the local stand-ins and pass the runtime-config schema', () => {
    expect(parseRuntimeConfig(JSON.parse(JSON.stringify(RUNTIME_CONFIG_DEFAULTS))).source).toBe('remote');
    expect(resolveChatSettings(RUNTIME_CONFIG_DEFAULTS.chat, BASE, true)).toEqual({
      queueApiUrl: 'https://www.ggpoker.hu/api/chat/capacity',
      scriptUrl: 'https://www.ggpoker.hu/chat-stand-in/embedded-messaging.js',
      language: 'hu',
      orgId: 'stand-in',
      eswConfigName: 'GGPHU_Messaging',
      siteUrl: 'https://www.ggpoker.hu/chat-stand-in/',
      scrt2Url: 'https://www.ggpoker.hu/chat-stand-in/',
    });
  });

  test('the runtime-config schema takes site paths for chat URLs, but no scheme tricks', () => {
    const chat = (value: string) => parseRuntimeConfig({chat: {scriptUrl: value}}).source;
    expect(chat('https://ggphu.my.site.com/ESW/assets/js/bootstrap.min.js')).toBe('remote');
    expect(chat('chat-stand-in/embedded-messaging.js')).toBe('remote');
    expect(chat('/chat-stand-in/embedded-messaging.js')).toBe('remote');
    expect(chat('//evil.example/x.js')).toBe('default');
    expect(chat('javascript:alert(1)')).toBe('default');
    expect(chat('../../x.js')).toBe('default');
    expect(chat('a b.js')).toBe('default');
  });

  test('chat is supported only for a supporting region with queue, script, org id and config name', () => {
    const chat = {...RUNTIME_CONFIG_DEFAULTS.chat};
    expect(resolveChatSettings(chat, BASE, false)).toBeNull();
    expect(resolveChatSettings(null, BASE, true)).toBeNull();
    expect(resolveChatSettings({...chat, queueApiUrl: ''}, BASE, true)).toBeNull();
    expect(resolveChatSettings({...chat, scriptUrl: ''}, BASE, true)).toBeNull();
    expect(resolveChatSettings({...chat, orgId: ''}, BASE, true)).toBeNull();
    expect(resolveChatSettings({...chat, eswConfigName: ''}, BASE, true)).toBeNull();
    expect(resolveChatSettings({...chat, siteUrl: '', scrt2Url: ''}, BASE, true)).toMatchObject({
      siteUrl: '',
      scrt2Url: '',
    });
    expect(resolveChatSettings({...chat, scrt2Url: '//evil.example'}, BASE, true)).toBeNull();
  });
});
