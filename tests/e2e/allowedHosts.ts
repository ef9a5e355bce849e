import {existsSync, readFileSync} from 'node:fs';

/** Hosts named anywhere in the built runtime config: the only third parties a page may contact. */
export function runtimeConfigHosts(buildDir = 'build'): Set<string> {
  const hosts = new Set<string>();
  const file = `${buildDir}/runtime-config.json`;
  if (!existsSync(file)) return hosts;
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      try {
        const url = new URL(value);
        if (url.protocol === 'https:' || url.protocol === 'http:') hosts.add(url.host);
      } catch {
        // not a URL
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(JSON.parse(readFileSync(file, 'utf8')));
  return hosts;
}
