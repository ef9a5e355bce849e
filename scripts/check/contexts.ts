/** Each file as its rules get it (`RuleContext`). */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {parse} from '@typescript-eslint/typescript-estree';

import {SITE_ROOT} from '../../site/paths';
import {routeOfPage} from '../../site/routes';
import {mdxComponents} from '../../src/components/mdxComponents.generated';
import type {PageContext, RuleContext, Site, Speller} from '../../src/lib/check/context';
import type {Span} from '../../src/lib/check/mdxDocument';
import {messages} from '../../src/lib/check/messages';
import {maskOf, pageSpans, programSpans} from '../../src/lib/check/visible';

export function pageContexts(site: Site, speller?: Speller): RuleContext[] {
  const globalComponents = globalComponentNames();
  return site.documents.map((document) => {
    const {file, text} = document;
    const route = routeOfPage(path.relative(site.pagesDir, path.join(SITE_ROOT, file)), document.frontMatter.slug);
    const page: PageContext = {document, route, site, globalComponents};
    return {file, text, kind: 'mdx', visible: maskOf(text, pageSpans(document)), page, speller};
  });
}

/**
 * The components a page may use without an import: the capitalised keys of the site's MDX component map (`Head`),
 * and the components whose `mdx.ts` says `global: true`, which the map spreads from `mdxGlobals.generated.ts`.
 */
function globalComponentNames(): Set<string> {
  const source = readFileSync(path.join(SITE_ROOT, 'src/theme/MDXComponents.tsx'), 'utf8');
  const map = /export default \{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  const written = [...map.matchAll(/^\s+([A-Z]\w*)\s*[:,]/gm)].map((match) => match.at(1) ?? '');
  const spread = /^\s+\.\.\.globalMdxComponents,?$/m.test(map);
  const generated = Object.entries(mdxComponents).flatMap(([name, {global}]) => (spread && global ? [name] : []));
  return new Set([...written, ...generated]);
}

/** code.json or a data file (the caller makes collection entries: only it knows their text fields). */
export function fileContext(file: string, text: string, speller?: Speller): RuleContext {
  const kind = file.endsWith('.json') ? 'json' : 'ts';
  const spans = kind === 'json' ? codeJsonSpans(text) : scriptSpans(file, text);
  return {file, text, kind, visible: maskOf(text, spans), speller};
}

/** The interface strings of `i18n/hu/code.json`: every `message` value, as written between its quotes. */
export function codeJsonSpans(text: string): Span[] {
  return [...text.matchAll(/"message"\s*:\s*"((?:[^"\\]|\\.)*)"/g)].map((match) => {
    const start = match.index + match[0].length - match[1].length - 1;
    return [start, start + match[1].length] as const;
  });
}

/** What a visitor reads of a TypeScript data file (menus, tables, card names): its strings, from its syntax tree. */
function scriptSpans(file: string, text: string): Span[] {
  let program;
  try {
    program = parse(text, {range: true, loc: false, jsx: file.endsWith('x')});
  } catch (error) {
    throw new Error(messages.unparsableScript({file, reason: error instanceof Error ? error.message : String(error)}));
  }
  return programSpans(text, program.body);
}
