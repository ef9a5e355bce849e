import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {
  parseRuntimeConfig,
  parseRuntimeConfigText,
  RUNTIME_CONFIG_DEFAULTS,
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
} from '../../src/lib/runtimeConfig';
import {devServerMiddleware} from '../dev-api/devServer';

/**
 * Emits `/runtime-config.json` (design: Runtime contracts) from the typed defaults in
 * `src/lib/runtimeConfigDefaults.ts`. A deploy may replace the file without a rebuild; the client
 * validates whatever it finds. The build fails if the defaults do not pass their own schema.
 *
 * `npm start` serves the same JSON; `RUNTIME_CONFIG_FILE=path.json npm start` serves that file instead
 * (validated: an invalid file serves the defaults), to try rules locally.
 */

export function runtimeConfigJson(config: RuntimeConfig = RUNTIME_CONFIG_DEFAULTS): string {
  const checked = parseRuntimeConfig(JSON.parse(JSON.stringify(config)));
  if (checked.source !== 'remote') {
    throw new Error('runtime-config: the typed defaults do not pass the runtime-config schema');
  }
  return `${JSON.stringify(checked.config, null, 2)}\n`;
}

async function devConfigJson(): Promise<string> {
  const file = process.env.RUNTIME_CONFIG_FILE;
  const parsed = file ? await fs.readFile(path.resolve(file), 'utf8').then(parseRuntimeConfigText, () => null) : null;
  return parsed ? `${JSON.stringify(parsed.config, null, 2)}\n` : runtimeConfigJson();
}

export default function runtimeConfigPlugin(context: LoadContext): Plugin {
  const urlPath = `${context.baseUrl}${RUNTIME_CONFIG_PATH}`;
  return {
    name: 'runtime-config',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return devServerMiddleware('ggphu-runtime-config', (request, response, next) => {
        if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url?.split('?')[0] !== urlPath) {
          next();
          return;
        }
        devConfigJson()
          .then((body) => {
            response.statusCode = 200;
            response.setHeader('Content-Type', 'application/json; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(request.method === 'HEAD' ? undefined : body);
          })
          .catch(next);
      });
    },
    async postBuild({outDir}) {
      await fs.writeFile(path.join(outDir, RUNTIME_CONFIG_PATH), runtimeConfigJson());
    },
  };
}
