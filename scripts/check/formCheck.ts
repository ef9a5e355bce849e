/**
 * The writers' check in the editor's forms: before a save, the editor runs the rules that judge a file by its own
 * text (`rules/textRules.ts`) on what a form holds, and refuses the save with each rule's own finding. Browser
 * code: no Node built-ins here or in anything it imports (the editor's bundle would not build).
 *
 * What a form runs, and what it cannot:
 * - the page text: the text rules (money and number notation, spaces, quotes, glossary, developer words,
 *   typed figures, the offers' sources, `<Fact>` outside `<WhenKnown>` and headings inside it…); the `mdx` and
 *   `props` rules are the text widget's own (`src/admin/blocks/bodyIssues.ts`);
 * - a page's title and description: the text rules and the page-name rule; the length rules of `front-matter`
 *   are the fields' own (`src/lib/pageFields.ts`);
 * - a promotion's or tournament's title, summary and schedule: the text rules; the entry's schema
 *   (`collections`) is each field's own (`parseEntry`).
 * Not in a form: `links` (the other pages' routes and anchors, the static files), `images` (the image files on
 * disk), `spelling` (the Hunspell dictionary, which is not in the browser), the ambassador fields of
 * `front-matter` (no form edits them), and the checks of whole folders (static files, the operator facts file).
 */
import {region} from '../../src/data/region';
import type {RuleContext} from './context';
import {byPosition, type Finding} from './finding';
import {type MdxDocument, parseMdxDocument} from './mdxDocument';
import {textRulesForLocale} from './rules/textRules';
import {ENTRY_PROSE_FIELDS, entryProseVisible} from './visible/entryText';
import {maskOf} from './visible/mask';
import {pageSpans} from './visible/pageText';

const RULES = textRulesForLocale(region.locale);

/** The page a form edits: its file (named in findings) and its route (the page-name rule reads it). */
export interface PagePlace {
  file: string;
  route: string;
}

function run(context: RuleContext): Finding[] {
  return RULES.flatMap((rule) => {
    const found = rule.check(context);
    // Only the MDX compiler answers later, and it is not a text rule.
    if (!Array.isArray(found)) throw new Error(`The text rule ${rule.id} must answer at once`);
    return found;
  }).sort(byPosition);
}

/** A page as the text rules read it: they read no other page, so the site around it is empty. */
function pageContext(document: MdxDocument, route: string): RuleContext {
  const site = {pagesDir: '', documents: [document], routes: new Map<string, Set<string>>()};
  return {
    file: document.file,
    text: document.text,
    kind: 'mdx',
    visible: maskOf(document.text, pageSpans(document)),
    page: {document, route, site, globalComponents: new Set()},
  };
}

/** The findings of the page text (the MDX after the front matter), at its lines. */
export function pageTextFindings(text: string, place: PagePlace): Finding[] {
  return run(pageContext(parseMdxDocument(text, place.file), place.route));
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
