/**
 * The writers' check in the editor's forms: before a save, the text rules (`rules/textRules.ts`) and the page
 * text's links (against the route list the build wrote into the editor's configuration) judge what a form holds.
 * Left to `npm run check`: files on disk, spelling (Hunspell is not in the browser), ambassador fields.
 * Browser code: no Node built-ins here or in anything it imports (the editor's bundle would not build).
 */
import {region} from '../../data/region';
import {anchorsOf} from './anchors';
import type {PageContext, RuleContext} from './context';
import {byPosition, type Finding} from './finding';
import {type MdxDocument, parseMdxDocument} from './mdxDocument';
import {linkFindings} from './rules/linkTargets';
import {textRulesForLocale} from './rules/textRules';
import {ENTRY_PROSE_FIELDS, entryProseVisible, maskOf, pageSpans} from './visible';

const RULES = textRulesForLocale(region.locale);

/** The page a form edits: its file (named in findings) and its route (the page-name rule reads it). */
export interface PagePlace {
  file: string;
  route: string;
}

/** The site's routes and each one's anchors (`/funds/` → its ids). */
export type SiteRoutes = ReadonlyMap<string, ReadonlySet<string>>;

function run(context: RuleContext): Finding[] {
  return RULES.flatMap((rule) => {
    const found = rule.check(context);
    // Only the MDX compiler answers later, and it is not a text rule.
    if (!Array.isArray(found)) throw new Error(`The text rule ${rule.id} must answer at once`);
    return found;
  }).sort(byPosition);
}

/** The text rules read no other page, the links rule only the routes. */
function pageContext(
  document: MdxDocument,
  route: string,
  routes = new Map<string, Set<string>>(),
): RuleContext & {page: PageContext} {
  const site = {pagesDir: '', documents: [document], routes};
  return {
    file: document.file,
    text: document.text,
    kind: 'mdx',
    visible: maskOf(document.text, pageSpans(document)),
    page: {document, route, site, globalComponents: new Set()},
  };
}

/**
 * The findings of the page text (the MDX after the front matter), at its lines; its links too when `routes` is
 * given. The page's own anchors are those of its text as it is now (a heading just written may be linked) with
 * those the build found (its collection cards').
 */
export function pageTextFindings(text: string, place: PagePlace, routes?: SiteRoutes): Finding[] {
  const document = parseMdxDocument(text, place.file);
  if (!routes) return run(pageContext(document, place.route));
  const known = new Map([...routes].map(([route, anchors]) => [route, new Set(anchors)]));
  const own = anchorsOf(document.tree, () => []);
  known.set(place.route, new Set([...(routes.get(place.route) ?? []), ...own]));
  const context = pageContext(document, place.route, known);
  // The static folders are not in the browser: a link to a file there is the check's to judge.
  return [...run(context), ...linkFindings(context, context.page, () => true)].sort(byPosition);
}

/** The findings of a page's `title` or `description` value, read as the page's front matter holds it. */
export function pageFieldFindings(field: 'title' | 'description', value: string, place: PagePlace): Finding[] {
  const document: MdxDocument = {
    file: place.file,
    text: value,
    tree: null,
    frontMatter: {[field]: value},
    frontMatterLines: {[field]: 1},
    frontMatterSpans: {[field]: [0, value.length]},
  };
  return run(pageContext(document, place.route));
}

/** The findings of a promotion's or tournament's field; none for a field a visitor does not read as text. */
export function entryFieldFindings(field: string, value: string, file: string): Finding[] {
  if (!ENTRY_PROSE_FIELDS.has(field)) return [];
  return run({file, text: value, kind: 'yaml', visible: entryProseVisible(value)});
}
