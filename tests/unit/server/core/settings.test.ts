import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type {AssetSource} from '@site/server/core/assets';
import {cachedSettings, loadRuntimeSettings, type SettingsStore, strictGeoWhitelist} from '@site/server/core/settings';
import {createSiteParts} from '@site/server/core/site';
import {fileSettingsStore} from '@site/server/node/settingsFile';

function store(values: Record<string, string>): SettingsStore {
  return {get: async (key) => values[key] ?? null};
}

const assets: AssetSource = {
  read: async (relative) =>
    relative === 'runtime-config.json'
      ? new TextEncoder().encode('{}')
      : relative === 'index.html'
        ? new TextEncoder().encode('x')
        : null,
};

describe('runtime settings', () => {
  it('applies a valid runtime config and whitelist', async () => {
    const log = jest.fn();
    const settings = await loadRuntimeSettings(
      store({
        'runtime-config': JSON.stringify({geolocationRules: {DE: {ruleType: 'BLOCKED'}}}),
        'geo-whitelist': 'HU, 10.0.0.0/8',
      }),
      undefined,
      log,
    );
    expect(settings.runtimeConfig?.geolocationRules).toEqual({DE: {ruleType: 'BLOCKED'}});
    expect(settings.geoWhitelist.countries.has('HU')).toBe(true);
    expect(settings.geoWhitelist.ranges).toHaveLength(1);
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps the defaults for invalid values and says why', async () => {
    const log = jest.fn();
    const settings = await loadRuntimeSettings(
      store({
        'runtime-config': '{"geolocationRules": {"DE": {"ruleType": "MAYBE"}}}',
        'geo-whitelist': 'HU, not an entry',
      }),
      'SE',
      log,
    );
    expect(settings.runtimeConfig).toBeNull();
    expect(settings.runtimeConfigJson).toBeNull();
    expect([...settings.geoWhitelist.countries]).toEqual(['SE']);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls.map(([line]) => String(line)).join('\n')).toMatch(
      /runtime-config.*not a valid[\s\S]*geo-whitelist.*invalid entry/,
    );
  });

  it('keeps the defaults when the store fails', async () => {
    const log = jest.fn();
    const failing: SettingsStore = {
      get: async () => {
        throw new Error('KV unavailable');
      },
    };
    const settings = await loadRuntimeSettings(failing, undefined, log);
    expect(settings.runtimeConfig).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('KV unavailable'));
  });

  it('checks every whitelist entry', () => {
    expect(strictGeoWhitelist('HU,203.0.113.7,2001:db8::1')).not.toBeNull();
    expect(strictGeoWhitelist('HU,XX1')).toBeNull();
  });

  it('reads the Node settings file under the KV keys, and logs an unreadable one', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'settings-'));
    const file = path.join(dir, 'settings.json');
    writeFileSync(file, JSON.stringify({'runtime-config': {gdprCountries: ['HU']}, 'geo-whitelist': 'AT'}));
    const fileStore = fileSettingsStore(file)!;
    expect(JSON.parse((await fileStore.get('runtime-config'))!) as unknown).toEqual({gdprCountries: ['HU']});
    expect(await fileStore.get('geo-whitelist')).toBe('AT');
    expect(await fileStore.get('other')).toBeNull();
    const log = jest.fn();
    expect(await fileSettingsStore(path.join(dir, 'missing.json'), log)!.get('geo-whitelist')).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('cannot read'));
    expect(fileSettingsStore(undefined)).toBeUndefined();
  });

  it('re-reads after the time to live, sharing one read meanwhile', async () => {
    let clock = 0;
    const load = jest.fn(async () => loadRuntimeSettings(undefined));
    const current = cachedSettings(load, 1000, () => clock);
    await Promise.all([current(), current()]);
    clock = 999;
    await current();
    expect(load).toHaveBeenCalledTimes(1);
    clock = 1000;
    await current();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves /runtime-config.json and the whitelist from the settings', async () => {
    const {app} = createSiteParts({
      assets,
      settings: store({'runtime-config': JSON.stringify({gdprCountries: ['HU']}), 'geo-whitelist': 'DE'}),
    });
    const config = (await (await app.request('/runtime-config.json')).json()) as {gdprCountries: string[]};
    expect(config.gdprCountries).toEqual(['HU']);
    const geo = await app.request('/api/geo', {headers: {'CF-IPCountry': 'DE'}});
    expect(await geo.json()).toEqual({country: 'DE', region: null, whitelisted: true});
  });

  it('marks every response of a preview noindex', async () => {
    const app = createSiteParts({assets, env: {PREVIEW: '1'}}).app;
    for (const urlPath of ['/', '/api/geo', '/missing/', '/robots.txt']) {
      expect((await app.request(urlPath)).headers.get('x-robots-tag')).toBe('noindex');
    }
    expect(await (await app.request('/robots.txt')).text()).toBe('User-agent: *\nDisallow: /\n');
    expect((await createSiteParts({assets}).app.request('/')).headers.get('x-robots-tag')).toBeNull();
  });
});
