import {readFile} from 'node:fs/promises';

import type {SettingsStore} from '../core/settings';

/**
 * Runtime settings on Node: the JSON file `RUNTIME_SETTINGS_FILE`, keys as in KV. Object values are handed on
 * as JSON text, so both runtimes validate the same text.
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
