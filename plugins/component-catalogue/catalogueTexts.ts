import {region} from '@site/src/data/region';

const hu = {
  title: 'Komponenskatalógus',
  description: 'Az MDX-oldalakon használható komponensek élő példákkal.',
  /** The introduction, before and after the name of the check's command. */
  intro: [
    'Az MDX-oldalakon használható komponensek, mindegyik egy élő példával. Csak fejlesztői és előnézeti buildben látható. A tulajdonságok szabályait a ',
    ' ellenőrzi.',
  ],
  global: 'Import nélkül használható.',
  needsImport: 'Importálni kell.',
  onlyOn: 'Csak a saját oldaltípusán működik; élő példa: ',
};

const en: typeof hu = {
  title: 'Component catalogue',
  description: 'The components MDX pages can use, with live examples.',
  intro: [
    'The components MDX pages can use, each with a live example. Shown in development and preview builds only. ',
    ' checks the rules of their props.',
  ],
  global: 'Can be used without an import.',
  needsImport: 'Needs an import.',
  onlyOn: 'Works on its own kind of page only; live example: ',
};

export const CATALOGUE_TEXTS_BY_LANGUAGE = {hu, en};

export const catalogueTexts = CATALOGUE_TEXTS_BY_LANGUAGE[region.texts.language];
