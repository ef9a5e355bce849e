import {readFileSync} from 'node:fs';
import path from 'node:path';

import runtimeConfigPlugin, {runtimeConfigJson} from '@site/plugins/runtime-config';
import {RUNTIME_CONFIG_DEFAULTS} from '@site/src/lib/runtimeConfigDefaults';
import {context, mergedSetup, type Middleware, postBuildProps, tempDir} from '@site/tests/helpers/pluginContext';

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

  it('serves only its path in the dev server', () => {
    const result = runtimeConfigPlugin(context).configureWebpack!({}, false, {} as never, undefined);
    const [served] = mergedSetup(result)([]) as Middleware[];
    const next = jest.fn();
    served.middleware({url: '/other.json', method: 'GET'}, {}, next);
    served.middleware({url: '/runtime-config.json', method: 'POST'}, {}, next);
    expect(next).toHaveBeenCalledTimes(2);
  });
});
