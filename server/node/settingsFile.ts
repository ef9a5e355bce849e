import {readFile} from 'node:fs/promises';

import type {SettingsStore} from '../core/settings';

/**
 * Runtime settings on Node: a JSON file (`RUNTIME_SETTINGS_FILE`) with the same keys as the Workers KV
 * namespace — `{"runtime-config": {…}, "geo-whitelist": "HU,203.0.113.7"}`. Object values are handed on as
 * JSON text, strings as they are, so both runtimes validate the same text. No file set: no settings.
 */
export function fileSettingsStore(
  file: string | undefined,
  log: (message: string) => void = console.warn,
): SettingsStore | undefined {
  if (!file) return undefined;
  return {
    async get(key) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        log(
          `runtime settings: cannot read ${file} (${error instanceof Error ? error.message : 'error'}); using the built-in defaults`,
        );
        return null;
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        log(`runtime settings: ${file} is not a JSON object; using the built-in defaults`);
        return null;
      }
      if (!Object.prototype.hasOwnProperty.call(parsed, key)) return null;
      const value = (parsed as Record<string, unknown>)[key];
      return typeof value === 'string' ? value : JSON.stringify(value);
    },
  };
}
