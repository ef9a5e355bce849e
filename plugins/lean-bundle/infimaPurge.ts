import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {ChildNode, Container, Declaration, Plugin as CssPlugin, Rule} from 'postcss';

export type {CssPlugin};

/*
 * Why not PurgeCSS: it purges every stylesheet from a scan of content files, while only Infima needs it here
 * (our CSS modules are all used); the classes the theme renders itself are not in any file we could scan
 * (see `infimaClasses.ts`), and removing a rule through the node's own `remove()` — what PurgeCSS does —
 * skips rules once the cascade-layers plugin has wrapped the file (see `removeFrom`). This plugin is the
 * one PostCSS step that does Infima's part.
 */

const INFIMA_FILE = /[\\/]infima[\\/]dist[\\/]css[\\/]/;
const SOURCE_FILE = /\.(tsx?|jsx?|mdx?|json|css)$/;

/**
 * A source's text without what names a CSS module's classes: those are local (the build renames `.footer`
 * to `.footer_hXxM`), so `styles.footer` or a `.footer` rule in a module never puts Infima's global `footer`
 * class on a page. Only a module's `:global(…)` selectors name global classes.
 */
export function withoutLocalClassNames(file: string, text: string): string {
  if (file.endsWith('.module.css'))
    return [...text.matchAll(/:global\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g)].map((m) => m[1]).join(' ');
  const bindings = [...text.matchAll(/import\s+(\w+)\s+from\s+['"][^'"]+\.module\.css['"]/g)].map((m) => m[1]);
  return bindings.reduce(
    (rest, name) => rest.replace(new RegExp(`\\b${name}(?:\\.[\\w$]+|\\[\\s*['"][\\w-]+['"]\\s*\\])`, 'g'), ' '),
    text,
  );
}

/**
 * A script's or stylesheet's text without its comments: a comment names things in prose ("the card's footer",
 * "a hero image"), which would keep Infima's rules for classes no element has. `://` (a URL) is not a comment.
 */
export function withoutComments(file: string, text: string): string {
  if (!/\.(?:[cm]?[tj]sx?|css)$/.test(file)) return text;
  const blocks = text.replace(/\/\*[\s\S]*?\*\//g, ' ');
  return file.endsWith('.css') ? blocks : blocks.replace(/(^|[^:\\'"`])\/\/[^\n]*/gm, '$1');
}

/** Every word-like token (class-name candidate) in the site's own files. */
export function sourceTokens(dirs: readonly string[], skip: readonly string[] = []): Set<string> {
  const tokens = new Set<string>();
  const skipped = new Set(skip.map((dir) => path.resolve(dir)));
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !skipped.has(path.resolve(file))) walk(file);
      } else if (SOURCE_FILE.test(entry.name)) {
        const text = withoutLocalClassNames(entry.name, withoutComments(entry.name, readFileSync(file, 'utf8')));
        for (const token of text.split(/[^\w-]+/)) if (token) tokens.add(token);
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
 * Removes, under `container`, the rules none of whose selectors can match or with nothing left in them, and the at-rules left empty
 * (keyframes stay). It walks each container's own `nodes` and removes through that container: the
 * cascade-layers plugin wraps the file in `@layer` by handing the node array to a new at-rule without
 * re-parenting the nodes, so a node's own `remove()` goes through the old parent and a PostCSS walk over
 * the at-rule then skips the node after each removed one (half the unused rules stayed).
 * (PostCSS serialises a container from its `nodes`.)
 */
function removeFrom(container: Container, node: ChildNode): void {
  const nodes = container.nodes ?? [];
  const index = nodes.indexOf(node);
  if (index >= 0) nodes.splice(index, 1);
}

function purgeContainer(container: Container, used: ReadonlySet<string>): void {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type === 'rule') {
      const kept = node.selectors.filter((selector) => requiredClasses(selector).every((name) => used.has(name)));
      if (kept.length === 0 || node.nodes.length === 0) removeFrom(container, node);
      else if (kept.length < node.selectors.length) node.selectors = kept;
    } else if (node.type === 'atrule' && !node.name.endsWith('keyframes') && node.nodes) {
      purgeContainer(node, used);
      if (node.nodes.length === 0) removeFrom(container, node);
    }
  }
}

function declarations(container: Container, found: [Container, Declaration][] = []): [Container, Declaration][] {
  for (const node of container.nodes ?? []) {
    if (node.type === 'decl') found.push([container, node]);
    else if ('nodes' in node && node.nodes) declarations(node, found);
  }
  return found;
}

/**
 * Removes Infima's custom properties (`--ifm-…`) that nothing reads: not a `var()` in what is left of
 * Infima, and not a word of `used` (our sources, pages and the theme's own files). Repeated until nothing
 * changes, as a property read only by a removed one is unread too.
 */
function pruneUnreadProperties(root: Container, used: ReadonlySet<string>): void {
  for (;;) {
    const all = declarations(root);
    const read = new Set<string>();
    for (const [, decl] of all) for (const match of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(match[1]);
    const unread = all.filter(
      ([, decl]) => decl.prop.startsWith('--ifm-') && !read.has(decl.prop) && !used.has(decl.prop),
    );
    if (unread.length === 0) return;
    for (const [container, decl] of unread) removeFrom(container, decl);
  }
}

/** Infima's rule for the dark colour mode: `html[data-theme='dark']` or `[data-theme='dark']`. */
function isDarkModeRule(selector: string): boolean {
  return /^(?:html)?\[data-theme=(['"]?)dark\1\]$/.test(selector.trim());
}

/** Every rule under `container`, with the container that holds it (see `removeFrom`). */
function rules(container: Container, found: [Container, Rule][] = []): [Container, Rule][] {
  for (const node of container.nodes ?? []) {
    if (node.type === 'rule') found.push([container, node]);
    else if (node.type === 'atrule' && node.nodes) rules(node, found);
  }
  return found;
}

/**
 * For a site with the dark colour mode only: Infima's dark values become its `:root` values and its dark rule
 * goes. The theme's inline script sets `data-theme=dark` on every page, but not before it runs nor where script
 * is off; folded, the page has the same colours either way, and the dark values are not sent beside the light
 * ones. (Inside Infima's layer the dark rule won by specificity; the site's own stylesheets win over both.)
 */
function foldDarkMode(root: Container): void {
  const all = rules(root);
  const roots = all.map(([, rule]) => rule).filter((rule) => rule.selector.trim() === ':root');
  if (roots.length === 0) return;
  const declared = (prop: string) =>
    roots.flatMap((rule) => rule.nodes.filter((n): n is Declaration => n.type === 'decl' && n.prop === prop));
  for (const [container, rule] of all.filter(([, r]) => isDarkModeRule(r.selector))) {
    for (const node of rule.nodes) {
      if (node.type !== 'decl') continue;
      const existing = declared(node.prop);
      if (existing.length > 0) for (const decl of existing) decl.value = node.value;
      else roots[roots.length - 1].append({prop: node.prop, value: node.value});
    }
    removeFrom(container, rule);
  }
}

/**
 * Keeps of Infima (the theme's CSS framework) only the selectors whose classes can appear on the site
 * (a rule with none left goes, and so does an at-rule left empty) and the custom properties something
 * reads (`readers`: words of every other stylesheet and script that may read one). Other stylesheets pass
 * untouched.
 */
export function infimaPurge(
  used: ReadonlySet<string>,
  readers: ReadonlySet<string> = used,
  options: {darkModeOnly?: boolean} = {},
): CssPlugin {
  return {
    postcssPlugin: 'lean-bundle-infima-purge',
    Once(root) {
      if (!INFIMA_FILE.test(root.source?.input.file ?? '')) return;
      if (options.darkModeOnly) foldDarkMode(root);
      purgeContainer(root, used);
      pruneUnreadProperties(root, readers);
      purgeContainer(root, used);
    },
  };
}
