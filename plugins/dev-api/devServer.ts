import type {IncomingMessage, ServerResponse} from 'node:http';

import type {Plugin} from '@docusaurus/types';

type ConfigureWebpackResult = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

export type DevMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * `middleware` in front of the dev server's own ones. webpack-merge calls both `setupMiddlewares` with one array
 * and joins what they return, and the default returns that array: returning it too would list each one twice.
 * (Docusaurus merges a plugin's `devServer` into its own config, facebook/docusaurus#6107.)
 */
export function devServerMiddleware(name: string, middleware: DevMiddleware): ConfigureWebpackResult {
  const devServer = {
    setupMiddlewares(middlewares: unknown[]): unknown[] {
      middlewares.unshift({name, middleware});
      return [];
    },
  };
  return {devServer} as unknown as ConfigureWebpackResult;
}
