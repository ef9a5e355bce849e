import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {RUNTIME_CONFIG_DEFAULTS} from '../../src/lib/runtimeConfigDefaults';
import {
  buildCsp,
  cspSourcesFromConfig,
  hashSource,
  inlineScripts,
  renderHeadersFile,
  securityHeaders,
  type CspManifest,
} from '../../src/lib/securityPolicy';

/**
 * After the build: the sha256 of every inline `<script>` in the built HTML goes into the CSP's script-src
 * (never 'unsafe-inline'), and the headers are written twice — `build/_headers` for Netlify / Cloudflare
 * Pages, and `build/csp.json` for the edge server (`server/securityHeaders.ts`). A changed inline script
 * changes the hashes on the next build; tests/e2e/csp.spec.ts checks them against the HTML.
 */

export const CSP_MANIFEST_FILE = 'csp.json';
export const HEADERS_FILE = '_headers';

export function sha256Source(text: string): string {
  return hashSource(createHash('sha256').update(text, 'utf8').digest('base64'));
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(full);
      return entry.isFile() && entry.name.endsWith('.html') ? [full] : [];
    }),
  );
  return nested.flat();
}

/** The sorted, unique hash sources of every inline script in the build's HTML. */
export async function buildScriptHashes(outDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of await htmlFiles(outDir)) {
    for (const script of inlineScripts(await fs.readFile(file, 'utf8'))) hashes.add(sha256Source(script));
  }
  return [...hashes].sort();
}

export function cspManifestFor(scriptHashes: string[]): CspManifest {
  return {version: 1, scriptHashes, policy: buildCsp(scriptHashes, cspSourcesFromConfig(RUNTIME_CONFIG_DEFAULTS))};
}

export default function securityHeadersPlugin(_context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const manifest = cspManifestFor(await buildScriptHashes(outDir));
      await fs.writeFile(path.join(outDir, CSP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      await fs.writeFile(path.join(outDir, HEADERS_FILE), renderHeadersFile(securityHeaders(manifest.policy)));
    },
  };
}
