import {readFileSync} from 'node:fs';
import path from 'node:path';

import buildMetaPlugin, {newBuildId} from '@site/plugins/build-meta';
import {context, postBuildProps, tempDir} from '@site/tests/helpers/pluginContext';

describe('build-meta plugin', () => {
  it('takes BUILD_ID when valid, else makes one', () => {
    expect(newBuildId({BUILD_ID: 'abc123'})).toBe('abc123');
    expect(newBuildId({BUILD_ID: '../x'})).toMatch(/^[a-z0-9]+-[0-9a-f]{8}$/);
    expect(newBuildId({})).not.toBe(newBuildId({}));
  });

  it('writes builds/latest.json and the id meta tag', async () => {
    const out = tempDir();
    const plugin = buildMetaPlugin(context);
    await plugin.postBuild!(postBuildProps(out, ['/funds/', '/', '/funds/']));
    const latest = JSON.parse(readFileSync(path.join(out, 'builds/latest.json'), 'utf8')) as {id: string};
    const tags = plugin.injectHtmlTags!({content: undefined}) as {headTags: {attributes: Record<string, string>}[]};
    expect(tags.headTags[0].attributes).toEqual({name: 'ggphu-build-id', content: latest.id});
  });
});
