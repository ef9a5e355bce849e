/**
 * The links rule's judgement of one page's links against the site's routes and anchors (`links.ts` hands it the
 * static files on disk). No Node built-ins: the writers' editor runs it on the page text with the route list the
 * build wrote into its configuration (`src/lib/check/formCheck.ts`).
 */
import {findingAt, type PageContext, type RuleContext} from '../context';
import type {Finding} from '../finding';
import {linksOf} from '../pageLinks';
import {ruleTexts} from '../ruleTexts';

const TEXT = ruleTexts.links;

const EXTERNAL = /^(https?:|mailto:|tel:)/;

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
  for (const link of linksOf(tree)) {
    const at = {line: link.line, column: link.column};
    if (EXTERNAL.test(link.url)) continue;
    const hash = link.url.indexOf('#');
    const pathPart = hash === -1 ? link.url : link.url.slice(0, hash);
    const anchor: string | undefined = hash === -1 ? undefined : link.url.slice(hash + 1);
    if (pathPart === '') {
      if (anchor !== undefined && !page.site.routes.get(page.route)?.has(anchor)) {
        findings.push(brokenAnchor(context, at, `#${anchor}`, page.route));
      }
      continue;
    }
    if (!pathPart.startsWith('/')) {
      findings.push(
        findingAt(
          context,
          'links',
          at,
          TEXT.relative(link.url),
          TEXT.relativeFix(`/${pathPart.replace(/^\.?\/?/, '')}`),
        ),
      );
      continue;
    }
    if (/\.[a-z0-9]+$/i.test(pathPart)) {
      if (!staticFileExists(pathPart)) {
        findings.push(findingAt(context, 'links', at, TEXT.missingFile(pathPart), TEXT.missingFileFix));
      }
      continue;
    }
    const route = pathPart.endsWith('/') ? pathPart : `${pathPart}/`;
    const anchors = page.site.routes.get(route);
    if (!anchors) {
      findings.push(
        findingAt(
          context,
          'links',
          at,
          TEXT.missingPage(pathPart),
          TEXT.missingPageFix(suggestRoute(route, [...page.site.routes.keys()])),
        ),
      );
    } else if (!pathPart.endsWith('/')) {
      findings.push(findingAt(context, 'links', at, TEXT.noSlash(pathPart), TEXT.noSlashFix(route)));
    } else if (anchor !== undefined && !anchors.has(anchor)) {
      findings.push(brokenAnchor(context, at, link.url, route));
    }
  }
  return findings;
}

function brokenAnchor(context: RuleContext, at: {line: number; column: number}, url: string, route: string) {
  return findingAt(context, 'links', at, TEXT.missingAnchor(url, route), TEXT.missingAnchorFix);
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
