import type {Plugin} from '@docusaurus/types';

export type WebpackConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

export interface LoaderUse {
  loader?: string;
  options?: Record<string, unknown>;
}

/** The loaders (`use` entries) of every rule of a build that applies to a file named like `sample`. */
export function loaderUsesFor(config: WebpackConfig, sample: string): LoaderUse[] {
  return (config.module?.rules ?? []).flatMap((rule) =>
    rule && typeof rule === 'object' && rule.test instanceof RegExp && rule.test.test(sample) && Array.isArray(rule.use)
      ? (rule.use as LoaderUse[])
      : [],
  );
}
