/**
 * @jest-environment node
 */
import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type {LoadContext} from '@docusaurus/types';
import {merge} from 'webpack-merge';

import buildMetaPlugin, {newBuildId, routeRuleManifest} from '@site/plugins/build-meta';
import devApiPlugin from '@site/plugins/dev-api';
import {devServerMiddleware} from '@site/plugins/dev-api/devServer';
import runtimeConfigPlugin, {runtimeConfigJson} from '@site/plugins/runtime-config';
import securityHeadersPlugin, {buildScriptHashes, sha256Source} from '@site/plugins/security-headers';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';

const context = {baseUrl: '/', siteDir: process.cwd()} as unknown as LoadContext;

function tempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'visitor-plugins-'));
}

// Minimal shape of postBuild props the plugins read.
const postBuildProps = (outDir: string, routesPaths: string[] = []) =>
  ({outDir, routesPaths}) as unknown as Parameters<NonNullable<ReturnType<typeof buildMetaPlugin>['postBuild']>>[0];

describe('build-meta plugin', () => {
  it('takes BUILD_ID when valid, else makes one', () => {
    expect(newBuildId({BUILD_ID: 'abc123'})).toBe('abc123');
    expect(newBuildId({BUILD_ID: '../x'})).toMatch(/^[a-z0-9]+-[0-9a-f]{8}$/);
    expect(newBuildId({})).not.toBe(newBuildId({}));
  });

  it('writes builds/latest.json and builds/meta/{id}.json, and the id meta tag', async () => {
    const out = tempDir();
    const plugin = buildMetaPlugin(context);
    await plugin.postBuild!(postBuildProps(out, ['/funds/', '/', '/funds/']));
    const latest = JSON.parse(readFileSync(path.join(out, 'builds/latest.json'), 'utf8')) as {id: string};
    const meta = JSON.parse(readFileSync(path.join(out, `builds/meta/${latest.id}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(meta).toMatchObject({
      id: latest.id,
      matcher: {static: {}, wildcard: {}, dynamic: {}},
      prerendered: ['/', '/funds/'],
    });
    const tags = plugin.injectHtmlTags!({content: undefined}) as {headTags: {attributes: Record<string, string>}[]};
    expect(tags.headTags[0].attributes).toEqual({name: 'ggphu-build-id', content: latest.id});
  });

  it('builds the manifest', () => {
    expect(routeRuleManifest('a', ['/b/', '/a/'], 5)).toEqual({
      id: 'a',
      timestamp: 5,
      matcher: {static: {}, wildcard: {}, dynamic: {}},
      prerendered: ['/a/', '/b/'],
    });
  });
});

describe('security-headers plugin', () => {
  it('hashes every inline script of every HTML file and writes csp.json and _headers', async () => {
    const out = tempDir();
    mkdirSync(path.join(out, 'a'), {recursive: true});
    writeFileSync(
      path.join(out, 'index.html'),
      '<script>one()</script><script src=/x.js></script><script type=application/ld+json>{}</script>',
    );
    writeFileSync(path.join(out, 'a', 'index.html'), '<script>two()</script><script>one()</script>');
    writeFileSync(path.join(out, 'a', 'data.json'), '<script>ignored()</script>');
    const expected = ['one()', 'two()']
      .map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`)
      .sort();
    expect(await buildScriptHashes(out)).toEqual(expected);

    await securityHeadersPlugin(context).postBuild!(postBuildProps(out));
    const manifest = JSON.parse(readFileSync(path.join(out, 'csp.json'), 'utf8')) as {
      scriptHashes: string[];
      policy: string;
    };
    expect(manifest.scriptHashes).toEqual(expected);
    for (const hash of expected) expect(manifest.policy).toContain(hash);
    const headers = readFileSync(path.join(out, '_headers'), 'utf8');
    expect(headers.startsWith('/*\n')).toBe(true);
    expect(headers).toContain(`  Content-Security-Policy: ${manifest.policy}`);
    expect(headers).toContain('  X-Content-Type-Options: nosniff');
    expect(headers).toContain('  Strict-Transport-Security: max-age=');
  });

  it('hashes the exact bytes', () => {
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('runtime-config plugin', () => {
  it('emits the typed defaults', async () => {
    const out = tempDir();
    await runtimeConfigPlugin(context).postBuild!(postBuildProps(out));
    expect(JSON.parse(readFileSync(path.join(out, 'runtime-config.json'), 'utf8'))).toEqual(RUNTIME_CONFIG_DEFAULTS);
  });

  it('refuses defaults that fail the schema', () => {
    expect(() => runtimeConfigJson({...RUNTIME_CONFIG_DEFAULTS, contentsHost: 'javascript:alert(1)'})).toThrow(
      /schema/,
    );
  });
});

describe('dev server middlewares', () => {
  interface Middleware {
    name: string;
    middleware: (req: {url?: string; method?: string}, res: unknown, next: () => void) => void;
  }

  /** What Docusaurus does: webpack-merge of its devServer config with the plugins'. */
  function mergedSetup(...results: unknown[]): (middlewares: unknown[]) => unknown[] {
    const defaults = {
      devServer: {
        setupMiddlewares: (middlewares: unknown[]) => {
          middlewares.unshift({name: 'evalSourceMap'});
          return middlewares;
        },
      },
    };
    const pluginsConfig = merge({}, ...(results as object[]));
    const final = merge(defaults, pluginsConfig) as {devServer: {setupMiddlewares: (m: unknown[]) => unknown[]}};
    return final.devServer.setupMiddlewares;
  }

  it('adds each middleware once, before the dev server ones', () => {
    const setup = mergedSetup(
      devServerMiddleware('a', () => undefined),
      devServerMiddleware('b', () => undefined),
    );
    const result = setup([{name: 'static'}]) as {name: string}[];
    expect(result.map((m) => m.name)).toEqual(['b', 'a', 'evalSourceMap', 'static']);
  });

  it('the API plugin answers /api/geo with the edge handler and passes everything else on', async () => {
    const result = devApiPlugin(context).configureWebpack!({}, false, {} as never, undefined) as {devServer: unknown};
    const setup = mergedSetup(result);
    const [api] = setup([]) as Middleware[];
    expect(api.name).toBe('ggphu-api');
    const next = jest.fn();
    api.middleware({url: '/download/'}, {}, next);
    expect(next).toHaveBeenCalled();
    expect(devApiPlugin(context).configureWebpack!({}, true, {} as never, undefined)).toEqual({});
  });

  it('the runtime-config plugin serves only its path', () => {
    const result = runtimeConfigPlugin(context).configureWebpack!({}, false, {} as never, undefined);
    const [served] = mergedSetup(result)([]) as Middleware[];
    const next = jest.fn();
    served.middleware({url: '/other.json', method: 'GET'}, {}, next);
    served.middleware({url: '/runtime-config.json', method: 'POST'}, {}, next);
    expect(next).toHaveBeenCalledTimes(2);
  });
});
