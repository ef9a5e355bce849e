import {region} from '../data/region';

/**
 * The editor's own form widgets, registered in the browser (`src/admin/widgets.ts`) and named in its configuration.
 * Words in the region's language: Decap names a field to a screen reader by its widget („oldalcím típusú mező”).
 */
const NAMES = {
  hu: {
    pageTitle: 'oldalcím',
    pageDescription: 'oldalleírás',
    entryField: 'adatmező',
    entryFlag: 'kapcsoló',
    pageBody: 'oldalszöveg',
  },
  en: {
    pageTitle: 'page title',
    pageDescription: 'page description',
    entryField: 'entry field',
    entryFlag: 'switch',
    pageBody: 'page text',
  },
} as const;

export const WIDGETS = NAMES[region.texts.language];
