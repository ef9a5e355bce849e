import type {IncomingMessage, ServerResponse} from 'node:http';

import type {Plugin} from '@docusaurus/types';

type ConfigureWebpackResult = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

/** A connect-style middleware of the dev server. */
export type DevMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The `configureWebpack` result that adds `middleware` in front of the dev server's own ones
 * (Docusaurus merges a plugin's `devServer` into its own config, facebook/docusaurus#6107).
 *
 * webpack-merge joins two `setupMiddlewares` functions by calling both with the same array and
 * concatenating what they return; the default one returns that same array. So ours adds to the array in
 * place and returns nothing new — returning the array too would list every middleware twice.
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
