/**
 * The preview of a promotion or tournament in the editor: its card's content as the site shows it (the title,
 * the amount, the summary with its figures filled in, the dates, the facts and links), read by the collections'
 * own validation (`parseEntry`), with the card's labels from the site's translations in the built region's language
 * (`i18n/<locale>/code.json`) and its dates in the region's format.
 * An entry the site would refuse shows why instead, as the form does.
 */
import enCode from '../../../i18n/en-CA/code.json';
import huCode from '../../../i18n/hu/code.json';
import {region} from '../../data/region';
import {amountText, buyInText} from '../../lib/collections/display';
import {parseEntry} from '../../lib/collections/schema';
import type {CollectionKind, PromotionEntry, TournamentEntry} from '../../lib/collections/types';
import {offerValidity} from '../../lib/format/offerValidity';
import {valuesAsSaved} from '../entryValues';
import {SOURCE_KEY} from '../format';
import {previewTexts} from '../locale/previewTexts';
import type {H} from './renderMdx';

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

/** The entry preview, a function component on Decap's React (`h`). */
export function entryPreview(h: H): (props: EntryPreviewProps) => unknown {
  return function EntryPreview(props: EntryPreviewProps) {
    const kind = props.collection.get('name') as CollectionKind;
    const slug = props.entry.get('slug');
    const result = parseEntry(kind, formData(props), typeof slug === 'string' ? slug : '');
    if (!result.ok) {
      return h(
        'div',
        {className: 'admin-preview-error', role: 'alert'},
        h('p', null, h('strong', null, previewTexts.cardRefused)),
        h('ul', null, ...result.issues.map((issue) => h('li', null, issue.message))),
      );
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
