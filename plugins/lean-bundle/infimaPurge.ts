import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** The small part of PostCSS's node API this plugin uses (PostCSS itself is Docusaurus's, not ours). */
interface CssNode {
  type: string;
  remove: () => void;
  parent?: CssNode;
  name?: string;
  nodes?: CssNode[];
}
interface CssRule extends CssNode {
  selectors: string[];
}
interface CssRoot extends CssNode {
  source?: {input: {file?: string}};
  walkRules: (callback: (rule: CssRule) => void) => void;
  walkAtRules: (callback: (atRule: CssNode) => void) => void;
}
export interface CssPlugin {
  postcssPlugin: string;
  Once: (root: CssRoot) => void;
}

const INFIMA_FILE = /[\\/]infima[\\/]dist[\\/]css[\\/]/;
const SOURCE_FILE = /\.(tsx?|jsx?|mdx?|json|css)$/;

/** Every word-like token (class-name candidate) in the site's own files. */
export function sourceTokens(dirs: readonly string[]): Set<string> {
  const tokens = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(file);
      } else if (SOURCE_FILE.test(entry.name)) {
        for (const token of readFileSync(file, 'utf8').split(/[^\w-]+/)) if (token) tokens.add(token);
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return tokens;
}

/**
 * The classes a selector needs on the page for it to match. Classes inside `:not(…)` are left out:
 * `.button:not(.button--outline)` matches precisely when that second class is absent.
 */
export function requiredClasses(selector: string): string[] {
  return [...selector.replace(/:not\([^()]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);
}

/**
 * Keeps of Infima (the theme's CSS framework) only the selectors whose classes can appear on the site;
 * a rule with none left goes, and so does an at-rule left empty. Other stylesheets pass untouched.
 */
export function infimaPurge(used: ReadonlySet<string>): CssPlugin {
  return {
    postcssPlugin: 'lean-bundle-infima-purge',
    Once(root) {
      if (!INFIMA_FILE.test(root.source?.input.file ?? '')) return;
      root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && (rule.parent.name ?? '').endsWith('keyframes')) return;
        const kept = rule.selectors.filter((selector) => requiredClasses(selector).every((name) => used.has(name)));
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
      root.walkAtRules((atRule) => {
        if (atRule.nodes?.length === 0) atRule.remove();
      });
    },
  };
}
