/** What the local plugins' tests hand a plugin: a load context, a scratch output folder and postBuild's props. */
import {mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import {merge} from 'webpack-merge';

export const context = {
  baseUrl: '/',
  siteDir: process.cwd(),
  siteConfig: {url: 'https://www.ggpoker.hu'},
  i18n: {currentLocale: 'hu', defaultLocale: 'hu', locales: ['hu']},
  localizationDir: path.join(process.cwd(), 'i18n/hu'),
} as unknown as LoadContext;

export function tempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'site-plugins-'));
}

/** Minimal shape of postBuild props the plugins read. */
export const postBuildProps = (outDir: string, routesPaths: string[] = []) =>
  ({outDir, routesPaths}) as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0];

export interface Middleware {
  name: string;
  middleware: (req: {url?: string; method?: string}, res: unknown, next: () => void) => void;
}

/** What Docusaurus does: webpack-merge of its devServer config with the plugins'. */
export function mergedSetup(...results: unknown[]): (middlewares: unknown[]) => unknown[] {
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
