import {readFileSync} from 'node:fs';
import path from 'node:path';

import buildMetaPlugin, {newBuildId, routeRuleManifest} from '@site/plugins/build-meta';
import {context, postBuildProps, tempDir} from '@site/tests/helpers/pluginContext';

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
