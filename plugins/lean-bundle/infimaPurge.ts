import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import type {Plugin as CssPlugin} from 'postcss';

export type {CssPlugin};

const INFIMA_FILE = /[\\/]infima[\\/]dist[\\/]css[\\/]/;

/**
 * What pages show that no source of ours spells, so PurgeCSS keeps it (its safelist). The Infima classes the theme's
 * own components render here: page layout and table of contents, found in the built pages of Docusaurus 3.10;
 * extend the list only when a page starts using another theme component.
 */
const THEME_CLASSES = 'button col col--2 col--8 container container--fluid margin-vert--lg markdown row thin-scrollbar';
const TOC_CLASSES =
  'table-of-contents table-of-contents__left-border table-of-contents__link table-of-contents__link--active';
/** Every element and attribute Infima styles: pages are Markdown, and `**bold**` is a `<strong>` no file names. */
const ELEMENTS = 'a area blockquote body code h1 h2 h3 h4 h5 h6 hr html iframe img kbd p pre span strong svg';
const TABLE_AND_LIST_ELEMENTS = 'table td th thead tr li ol ul';
const ATTRIBUTES = 'align class data-theme disabled href type';
const INFIMA_SAFELIST = [THEME_CLASSES, TOC_CLASSES, ELEMENTS, TABLE_AND_LIST_ELEMENTS, ATTRIBUTES].flatMap((words) =>
  words.split(' '),
);

export function infimaPropertiesIn(dirs: readonly string[]): string[] {
  const names = new Set<string>();
  for (const dir of dirs) {
    for (const file of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
      if (!/\.(?:css|[cm]?[jt]sx?)$/.test(file) || file.split(path.sep).includes('node_modules')) continue;
      for (const [name] of readFileSync(path.join(dir, file), 'utf8').matchAll(/--ifm-[\w-]+/g)) names.add(name);
    }
  }
  return [...names].sort();
}

export interface InfimaPurgeOptions {
  /** Folders whose files name the classes pages use. */
  content: readonly string[];
  skipped: readonly string[];
  /** Infima's custom properties something outside Infima reads. */
  readProperties: readonly string[];
}

/**
 * PurgeCSS on Infima alone. It runs on `Once`, before Docusaurus wraps the file in its cascade layer: that wrap
 * moves the rules into an `@layer` without re-parenting them, and PurgeCSS (on `OnceExit`) would then skip the
 * rule after every rule it removes.
 */
export function infimaPurge({content, skipped, readProperties}: InfimaPurgeOptions): CssPlugin {
  const purge = purgeCSSPlugin({
    content: content.map((dir) => path.join(dir, '**/*.{ts,tsx,js,jsx,md,mdx,json,css}')),
    skippedContentGlobs: skipped.map((dir) => path.join(dir, '**')),
    safelist: {standard: INFIMA_SAFELIST, variables: [...readProperties]},
    variables: true,
  }) as CssPlugin;
  return {
    postcssPlugin: 'lean-bundle-infima-purge',
    Once(root, helpers) {
      if (INFIMA_FILE.test(root.source?.input.file ?? '')) return purge.OnceExit?.(root, helpers);
    },
  };
}
