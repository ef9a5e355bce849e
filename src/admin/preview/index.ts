/**
 * The editor's previews. Decap picks a files collection's template by entry name and a folder collection's by
 * collection name, in one namespace (`promotions` is both a page and a collection), so each name gets one template
 * that looks at the entry's collection: a page as the site draws it, or a promotion's or tournament's card read
 * by the collections' own validation (`parseEntry`), with the site's labels and date format.
 */
import type {Root} from 'mdast';

import enCode from '../../../i18n/en-CA/code.json';
import huCode from '../../../i18n/hu/code.json';
import {region} from '../../data/region';
import {amountText, buyInText} from '../../lib/collections/display';
import {parseEntry, type PromotionEntry, type TournamentEntry} from '../../lib/collections/schema';
import {COLLECTION_KINDS, type CollectionKind} from '../../lib/collections/types';
import {offerValidity} from '../../lib/format/offerValidity';
import type {DecapCms, H} from '../decapApi';
import {EDITOR_STYLESHEET} from '../decapConfig';
import {valuesAsSaved} from '../entryValues';
import {SOURCE_KEY} from '../format/yamlDocument';
import {previewTexts} from '../locale/editorTexts';
import {type ParseFailure, parseTree} from './mdxBody';
import {renderMdx} from './renderMdx';

/** The props of a preview template this one reads: the entry being edited (an Immutable.js map). */
export interface PreviewProps {
  entry: {getIn: (path: string[]) => unknown};
}

const PREVIEW_META_CLASS = 'admin-preview-meta';
const PREVIEW_ERROR_CLASS = 'admin-preview-error';

function text(props: PreviewProps, field: string): string {
  const value = props.entry.getIn(['data', field]);
  return typeof value === 'string' ? value : '';
}

function hasOwnHeading(tree: Root): boolean {
  return tree.children.some((node) => node.type === 'heading' && node.depth === 1);
}

function searchResult(h: H, title: string, description: string): unknown {
  return h(
    'header',
    {className: PREVIEW_META_CLASS, 'aria-label': previewTexts.meta},
    h('p', {className: `${PREVIEW_META_CLASS}__title`}, title || previewTexts.noTitle),
    description ? h('p', {className: `${PREVIEW_META_CLASS}__description`}, description) : null,
  );
}

function errorBox(h: H, heading: string, more: unknown): unknown {
  return h('div', {className: PREVIEW_ERROR_CLASS, role: 'alert'}, h('p', null, h('strong', null, heading)), more);
}

function parseError(h: H, parsed: ParseFailure): unknown {
  const heading = previewTexts.invalid(previewTexts.place(parsed.line, parsed.column), parsed.reason);
  return errorBox(h, heading, h('p', null, previewTexts.invalidAdvice(parsed.advice)));
}

/** The page preview, a function component on Decap's React (`h`); the text is parsed once (`mdxBody.ts`). */
export function pagePreview(h: H): (props: PreviewProps) => unknown {
  return function PagePreview(props: PreviewProps) {
    const [title, description, body] = [text(props, 'title'), text(props, 'description'), text(props, 'body')];
    const parsed = parseTree(body);
    const heading = parsed.ok && hasOwnHeading(parsed.tree) ? null : h('h1', null, title);
    const content = parsed.ok ? renderMdx(parsed.tree, h) : [parseError(h, parsed)];
    // The site's page wrappers (Docusaurus's MDX page), so the site's layout rules apply as they do there.
    return h(
      'div',
      {className: 'main-wrapper'},
      searchResult(h, title, description),
      h(
        'main',
        {className: 'container container--fluid margin-vert--lg'},
        h('div', {className: 'row'}, h('div', {className: 'col col--8'}, h('article', null, heading, ...content))),
      ),
    );
  };
}

/** The props of a preview template this one reads (Immutable.js maps). */
export interface EntryPreviewProps {
  entry: {get: (key: string) => {toJS?: () => Record<string, unknown>} | string | undefined};
  collection: {get: (key: string) => unknown};
}

const ENTRY_CLASS = 'admin-preview-entry';

/** The site's translations the cards' labels come from, for each language (English: the Canadian site's). */
const CODE_BY_LANGUAGE = {hu: huCode, en: enCode};
const code: Record<string, {message?: string} | undefined> = CODE_BY_LANGUAGE[region.texts.language];

/** A card label of the site, `{amount}` filled in. */
function label(id: string, amount = ''): string {
  const message = code[id]?.message ?? id;
  return message.replace('{amount}', amount);
}

type Fact = [string, string];

function promotionFacts(entry: PromotionEntry): {highlight: string; facts: Fact[]} {
  if (!entry.amount) return {highlight: '', facts: []};
  const amount = amountText(entry.amount);
  return {highlight: entry.upTo ? label('COLLECTION_AMOUNT_UP_TO', amount) : amount, facts: []};
}

function tournamentFacts(entry: TournamentEntry): {highlight: string; facts: Fact[]} {
  const facts: Fact[] = [];
  if (entry.format !== entry.title) facts.push([label('COLLECTION_FORMAT'), entry.format]);
  if (entry.buyIn) facts.push([label('COLLECTION_BUY_IN'), buyInText(entry.buyIn, entry.buyInMax)]);
  if (entry.prize) {
    const prize = entry.prize.unit === 'times' ? 'COLLECTION_MULTIPLIER' : 'COLLECTION_PRIZE';
    facts.push([label(prize), amountText(entry.prize)]);
  }
  if (entry.ticket) {
    facts.push([label('COLLECTION_TICKET'), label('COLLECTION_TICKET_VALUE', amountText(entry.ticket))]);
  }
  if (entry.schedule) facts.push([label('COLLECTION_SCHEDULE'), entry.schedule]);
  return {highlight: '', facts};
}

function formData(props: EntryPreviewProps): Record<string, unknown> {
  const data = props.entry.get('data');
  const values = typeof data === 'object' && data.toJS ? data.toJS() : {};
  const {[SOURCE_KEY]: _source, ...fields} = values;
  return valuesAsSaved(fields);
}

function entryPreview(h: H): (props: EntryPreviewProps) => unknown {
  return function EntryPreview(props: EntryPreviewProps) {
    const kind = props.collection.get('name') as CollectionKind;
    const slug = props.entry.get('slug');
    const result = parseEntry(kind, formData(props), typeof slug === 'string' ? slug : '');
    if (!result.ok) {
      const issues = result.issues.map((issue) => h('li', null, issue.message));
      return errorBox(h, previewTexts.cardRefused, h('ul', null, ...issues));
    }
    const {entry} = result;
    const {highlight, facts} =
      kind === 'promotions' ? promotionFacts(entry as PromotionEntry) : tournamentFacts(entry as TournamentEntry);
    const dates = entry.dates ? offerValidity(entry.dates.starts, entry.dates.ends) : label('COLLECTION_ONGOING');
    const links: [string, string | undefined][] = [
      [label('COLLECTION_TERMS_LINK'), entry.terms],
      [label('COLLECTION_MORE_LINK'), entry.to],
    ];
    return h(
      'main',
      {className: 'container margin-vert--lg'},
      h(
        'article',
        {className: `card ${ENTRY_CLASS}`, 'data-entry': entry.slug},
        h(
          'div',
          {className: 'card__body'},
          h('h2', null, entry.title),
          highlight ? h('p', {className: `${ENTRY_CLASS}__highlight`}, h('strong', null, highlight)) : null,
          h('p', null, entry.summary),
          h(
            'dl',
            null,
            ...[[label('COLLECTION_VALIDITY'), dates] as Fact, ...facts].flatMap(([term, value]) => [
              h('dt', null, term),
              h('dd', null, value),
            ]),
          ),
          ...links.map(([text, to]) => (to ? h('p', null, h('a', {href: to}, text)) : null)),
        ),
      ),
    );
  };
}

export interface PreviewSetup {
  /** the built site's stylesheet (an address relative to the admin page); none on the dev server */
  stylesheet: string | null;
  /** the entry names of the pages collection's files */
  pageNames: readonly string[];
}

type TemplateProps = PreviewProps & EntryPreviewProps;

/** The template for an entry of `collection`: the card for promotions and tournaments, else the page. */
export function previewFor(h: H): (props: TemplateProps) => unknown {
  const page = pagePreview(h);
  const entry = entryPreview(h);
  const cards: readonly unknown[] = COLLECTION_KINDS;
  return function Preview(props: TemplateProps) {
    return cards.includes(props.collection.get('name')) ? entry(props) : page(props);
  };
}

export function registerPagePreview(cms: DecapCms, h: H, {stylesheet, pageNames}: PreviewSetup): void {
  // An absolute address: the preview frame is a `srcdoc` document.
  if (stylesheet) cms.registerPreviewStyle(new URL(stylesheet, document.baseURI).href);
  cms.registerPreviewStyle(new URL(EDITOR_STYLESHEET, document.baseURI).href);
  const template = previewFor(h);
  for (const name of new Set([...pageNames, ...COLLECTION_KINDS])) cms.registerPreviewTemplate(name, template);
}
