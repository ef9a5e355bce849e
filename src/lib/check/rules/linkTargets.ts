/** The links rule without the disk: no Node built-ins, since the editor runs it too (`formCheck.ts`). */
import type {Definition, Link, Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import {evaluateAttributes, type PropString} from '../../mdxProps/jsxProps';
import {findingAt, type PageContext, type RuleContext} from '../context';
import type {Finding} from '../finding';
import {ruleTexts} from '../ruleTexts';

const TEXT = ruleTexts.links;

const EXTERNAL = /^(https?:|mailto:|tel:)/;

/** A prop (or object key) that holds a link target. */
const LINK_PROP = /(^|\.)(to|href)$|To$/;

/** Every link target a page writes, with its place: Markdown links and components' link props. */
function linksOf(tree: Root): {url: string; line: number; column: number}[] {
  const links: {url: string; line: number; column: number}[] = [];
  visit(tree, ['link', 'definition'], (node) => {
    const {url, position} = node as Link | Definition;
    links.push({url, line: position?.start.line ?? 1, column: position?.start.column ?? 1});
  });
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const strings: PropString[] = [];
    evaluateAttributes((node as MdxJsxFlowElement | MdxJsxTextElement).attributes, strings);
    for (const {path, value, line, column} of strings) {
      if (LINK_PROP.test(path.replace(/\[\d+\]/g, ''))) links.push({url: value, line, column});
    }
  });
  return links;
}

/**
 * Internal links point at a route the site has (absolute, with the trailing slash) and, with `#anchor`, at an
 * anchor that route has; links to static files (`/img/x.svg`) at a file that `staticFileExists` finds.
 */
export function linkFindings(
  context: RuleContext,
  page: PageContext,
  staticFileExists: (file: string) => boolean,
): Finding[] {
  const {tree} = page.document;
  if (!tree) return [];
  const findings: Finding[] = [];
  for (const {url, line, column} of linksOf(tree)) {
    const add = (message: string, fix: string) =>
      findings.push(findingAt(context, 'links', {line, column}, message, fix));
    if (EXTERNAL.test(url)) continue;
    const hash = url.indexOf('#');
    const pathPart = hash === -1 ? url : url.slice(0, hash);
    const anchor: string | undefined = hash === -1 ? undefined : url.slice(hash + 1);
    if (pathPart === '') {
      if (anchor !== undefined && !page.site.routes.get(page.route)?.has(anchor)) {
        add(TEXT.missingAnchor({url: `#${anchor}`, route: page.route}), TEXT.missingAnchorFix);
      }
    } else if (!pathPart.startsWith('/')) {
      add(TEXT.relative(url), TEXT.relativeFix(`/${pathPart.replace(/^\.?\/?/, '')}`));
    } else if (/\.[a-z0-9]+$/i.test(pathPart)) {
      if (!staticFileExists(pathPart)) add(TEXT.missingFile(pathPart), TEXT.missingFileFix);
    } else {
      const route = pathPart.endsWith('/') ? pathPart : `${pathPart}/`;
      const anchors = page.site.routes.get(route);
      if (!anchors)
        add(TEXT.missingPage(pathPart), TEXT.missingPageFix(suggestRoute(route, [...page.site.routes.keys()])));
      else if (!pathPart.endsWith('/')) add(TEXT.noSlash(pathPart), TEXT.noSlashFix(route));
      else if (anchor !== undefined && !anchors.has(anchor))
        add(TEXT.missingAnchor({url, route}), TEXT.missingAnchorFix);
    }
  }
  return findings;
}

/** The closest routes by shared path segments, as a hint. */
function suggestRoute(route: string, routes: string[]): string {
  const segments = route.split('/').filter(Boolean);
  const scored = routes
    .map((candidate) => ({candidate, score: candidate.split('/').filter((part) => segments.includes(part)).length}))
    .filter(({score}) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 2)
    .map(({candidate}) => candidate);
  return scored.length > 0 ? TEXT.routeHint(scored.join(', ')) : TEXT.noRouteHint;
}
