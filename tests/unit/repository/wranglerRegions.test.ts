import {unstable_readConfig} from 'wrangler';

import {DEFAULT_REGION_ID, REGIONS} from '@site/regions';
import {PRODUCTION_BUILD, regionBuildDir} from '@site/site/paths';

/** The parts of a Worker's configuration this test reads, as wrangler resolves them for an environment. */
interface WorkerConfig {
  main?: string;
  define: Record<string, string>;
  assets?: {directory?: string};
  routes?: unknown[];
  vars: Record<string, unknown>;
  kv_namespaces: {binding: string}[];
}

function readConfig(env: string | undefined): WorkerConfig {
  return (unstable_readConfig as (args: {config: string; env?: string}) => unknown)({
    config: 'wrangler.jsonc',
    env,
  }) as WorkerConfig;
}

/**
 * Each region is its own Worker: wrangler.jsonc's top level for the default region, an environment named after
 * each other region (lower case) with its build folder, its domain and its REGION written into the code.
 */
describe.each(Object.values(REGIONS).map((config) => [config.id, config] as const))(
  'the Worker of %s',
  (id, config) => {
    const env = id === DEFAULT_REGION_ID ? undefined : id.toLowerCase();
    const worker = readConfig(env);

    it('is built for its region and serves its build folder', () => {
      expect(worker.define).toEqual({'process.env.REGION': JSON.stringify(id)});
      const folder = id === DEFAULT_REGION_ID ? PRODUCTION_BUILD : regionBuildDir(id);
      expect(worker.assets?.directory).toBe(`./${folder}`);
      expect(worker.main).toMatch(/server\/worker\/index\.ts$/);
    });

    it('answers on the region own domain (and its editor’s, when it has one), with the settings binding', () => {
      const siteHost = new URL(config.siteUrl).host;
      // The writers' editor on a host of its own (server/core/editorOrigin.ts), never the site's.
      const editorUrl = typeof worker.vars.EDITOR_URL === 'string' ? worker.vars.EDITOR_URL : '';
      const editorHosts = editorUrl === '' ? [] : [new URL(editorUrl).host];
      expect(editorHosts).not.toContain(siteHost);
      expect(worker.routes).toEqual([siteHost, ...editorHosts].map((pattern) => ({pattern, custom_domain: true})));
      expect(worker.kv_namespaces.map((namespace) => namespace.binding)).toEqual(['SETTINGS']);
    });
  },
);
