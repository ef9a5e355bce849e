import {
  MAX_RUNTIME_CONFIG_CHARS,
  parseRuntimeConfig,
  parseRuntimeConfigText,
  RUNTIME_CONFIG_DEFAULTS,
  runtimeConfigOrNull,
} from '@site/src/lib/runtimeConfig';

describe('runtime config', () => {
  it('the typed defaults pass their own schema', () => {
    const result = parseRuntimeConfig(JSON.parse(JSON.stringify(RUNTIME_CONFIG_DEFAULTS)));
    expect(result.source).toBe('remote');
    expect(result.config).toEqual(RUNTIME_CONFIG_DEFAULTS);
  });

  it('applies a valid partial file over the defaults, nested objects field by field', () => {
    const {config, source} = parseRuntimeConfig({
      geolocationRules: {DE: {ruleType: 'WARNING'}, CAON: {ruleType: 'BLOCKED'}},
      thirdParty: {tagManagerId: 'GTM-ABC123'},
    });
    expect(source).toBe('remote');
    expect(config.geolocationRules).toEqual({DE: {ruleType: 'WARNING'}, CAON: {ruleType: 'BLOCKED'}});
    expect(config.thirdParty).toEqual({...RUNTIME_CONFIG_DEFAULTS.thirdParty, tagManagerId: 'GTM-ABC123'});
    expect(config.contentsHost).toBe(RUNTIME_CONFIG_DEFAULTS.contentsHost);
  });

  it('drops unknown keys (the whitelist never comes from this file)', () => {
    const {config} = parseRuntimeConfig({whitelist: ['1.2.3.4'], extra: 1});
    expect(config).not.toHaveProperty('whitelist');
    expect(config).not.toHaveProperty('extra');
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['an array', [1, 2]],
    ['a string', 'config'],
    ['a number', 42],
    ['a wrong rule type', {geolocationRules: {US: {ruleType: 'ALLOW'}}}],
    ['a lower-case rule key', {geolocationRules: {us: {ruleType: 'BLOCKED'}}}],
    ['a prototype key', JSON.parse('{"geolocationRules": {"__proto__": {"ruleType": "BLOCKED"}}}')],
    ['a javascript: host', {regionDomains: {GGPCA: 'javascript:alert(1)'}}],
    ['a data: host', {contentsHost: 'data:text/html,<script>alert(1)</script>'}],
    ['a host with credentials', {regionDomains: {GGPCA: 'https://user:pw@evil.example'}}],
    ['a host with a control character', {contentsHost: 'https://www.ggpoker.ca\n.evil'}],
    ['a relative host', {contentsHost: '/relative'}],
    ['wrong types', {gdprCountries: 'HU'}],
    ['a bad country in the GDPR list', {gdprCountries: ['HU', 'hu']}],
    ['a script-like tag manager id', {thirdParty: {tagManagerId: 'GTM-1"></script><script>'}}],
    ['a non-string analytics key', {thirdParty: {analyticsWriteKey: 123}}],
    [
      'too many rules',
      {
        geolocationRules: Object.fromEntries(
          Array.from({length: 600}, (_, i) => [`A${String.fromCharCode(65 + (i % 26))}${i}`, {ruleType: 'WARNING'}]),
        ),
      },
    ],
  ])('keeps every default on %s', (_name, value) => {
    const result = parseRuntimeConfig(value);
    expect(result.source).toBe('default');
    expect(result.config).toEqual(RUNTIME_CONFIG_DEFAULTS);
    expect(runtimeConfigOrNull(value)).toBeNull();
  });

  it('returns a copy: changing the result never changes the defaults', () => {
    const {config} = parseRuntimeConfig(null);
    config.geolocationRules.HU = {ruleType: 'BLOCKED'};
    expect(RUNTIME_CONFIG_DEFAULTS.geolocationRules.HU).toBeUndefined();
  });

  describe('text', () => {
    it('parses valid text', () => {
      expect(
        parseRuntimeConfigText('{"geolocationRules": {"HU": {"ruleType": "WARNING"}}}').config.geolocationRules,
      ).toEqual({
        HU: {ruleType: 'WARNING'},
      });
    });

    it.each([
      ['malformed JSON', '{"geolocationRules": '],
      ['HTML', '<!doctype html><title>404</title>'],
      ['empty', ''],
      ['huge', `{"contentsHost": "https://a.example", "pad": "${'x'.repeat(MAX_RUNTIME_CONFIG_CHARS)}"}`],
    ])('keeps the defaults for %s', (_name, text) => {
      expect(parseRuntimeConfigText(text)).toEqual({config: RUNTIME_CONFIG_DEFAULTS, source: 'default'});
    });

    it('survives deeply nested input', () => {
      const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
      expect(parseRuntimeConfigText(deep).source).toBe('default');
    });
  });
});
