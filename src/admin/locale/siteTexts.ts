/**
 * The editor's own words outside Decap's locale (the collections and their field labels in the configuration,
 * the upload refusal, the screen-reader names, the start failure), in Hungarian and English. The built region's language picks them, as
 * it picks Decap's locale (`decapConfig.ts`): Canada's writers get an English editor.
 */
import {region} from '../../data/region';

const hu = {
  collections: {
    promotions: {label: 'Promóciók', singular: 'Promóció'},
    tournaments: {label: 'Versenyek', singular: 'Verseny'},
  },
  /** Field labels in the form: the site's own names (the YAML key follows them, as the check's messages use it). */
  fields: {
    title: 'Cím',
    summary: 'Összefoglaló',
    amount: 'Összeg',
    upTo: 'Legfeljebb (akár)',
    format: 'Formátum',
    buyIn: 'Nevezési díj',
    buyInMax: 'Legmagasabb nevezési díj',
    prize: 'Nyeremény',
    ticket: 'Legértékesebb jegy',
    starts: 'Kezdő dátum (ÉÉÉÉ-HH-NN)',
    ends: 'Záró dátum (ÉÉÉÉ-HH-NN, üresen: nincs vége)',
    source: 'A dátumok forrása (ki és hol adta meg)',
    order: 'Sorrend (1 az első)',
    schedule: 'Menetrend',
    terms: 'Feltételek linkje',
    to: 'További információ linkje',
  } as Record<string, string>,
  pages: {
    label: 'Oldalak',
    singular: 'Oldal',
    description: 'A webhely oldalai. A fájlok többi beállítása és a komponensek változatlanul maradnak.',
    titleField: 'Cím (title)',
    descriptionField: 'Leírás a keresőknek (description)',
    bodyField: 'Az oldal szövege (MDX)',
  },
  upload: {
    unreadable: 'A fájlt nem sikerült beolvasni',
    unreadableFix: 'Válaszd ki újra a fájlt',
    refusal: (name: string, message: string, fix: string) => `„${name}”: ${message}. ${fix}, majd töltsd fel újra.`,
    heading: 'A fájl nem került fel. ',
    close: 'Bezárás',
  },
  /** Decap's English screen-reader names outside its locale (`ariaLabels.ts`), with what the region's should say. */
  ariaLabels: {
    close: 'Bezárás',
    'notification timer': 'Az értesítés hátralévő ideje',
  } as Readonly<Record<string, string>>,
  didNotStart: (message: string) =>
    `A szerkesztő nem indult el: ${message}. Töltsd újra az oldalt; ha így is marad, szólj a fejlesztőknek.`,
};

const en: typeof hu = {
  collections: {
    promotions: {label: 'Promotions', singular: 'Promotion'},
    tournaments: {label: 'Tournaments', singular: 'Tournament'},
  },
  fields: {
    title: 'Title',
    summary: 'Summary',
    amount: 'Amount',
    upTo: 'Up to',
    format: 'Format',
    buyIn: 'Buy-in',
    buyInMax: 'Highest buy-in',
    prize: 'Prize',
    ticket: 'Most valuable ticket',
    starts: 'Start date (YYYY-MM-DD)',
    ends: 'End date (YYYY-MM-DD, empty: no end)',
    source: 'Source of the dates (who gave them, and where)',
    order: 'Order (1 comes first)',
    schedule: 'Schedule',
    terms: 'Link to the terms',
    to: 'Link to more information',
  },
  pages: {
    label: 'Pages',
    singular: 'Page',
    description: "The site's pages. The front matter's other fields and the components stay as they are.",
    titleField: 'Title (title)',
    descriptionField: 'Description for search engines (description)',
    bodyField: "The page's text (MDX)",
  },
  upload: {
    unreadable: 'The file could not be read',
    unreadableFix: 'Choose the file again',
    refusal: (name, message, fix) => `“${name}”: ${message}. ${fix}, then upload it again.`,
    heading: 'The file was not uploaded. ',
    close: 'Close',
  },
  ariaLabels: {
    close: 'Close',
    'notification timer': 'Time left before the notification closes',
  },
  didNotStart: (message) =>
    `The editor did not start: ${message}. Reload the page; if it stays like this, tell the developers.`,
};

export const SITE_TEXTS_BY_LANGUAGE = {hu, en};

/** The built region's editor texts. */
export const siteTexts = SITE_TEXTS_BY_LANGUAGE[region.texts.language];
