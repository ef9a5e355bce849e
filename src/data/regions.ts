/**
 * Regional sites: the region selector's and the footer's region list.
 * `countryName` and `languageName` are Hungarian (the visitor reads them on the Hungarian site);
 * `localeName` is the language's own name. Flags are our own artwork in `static/img/regions/`.
 */
export interface Region {
  id: string;
  url: string;
  imagePath: string;
  countryName: string;
  languageName: string;
  locale: string;
  localeName: string;
}

function region(
  id: string,
  url: string,
  flag: string,
  countryName: string,
  languageName: string,
  locale: string,
  localeName: string,
): Region {
  return {id, url, imagePath: `/img/regions/${flag}.svg`, countryName, languageName, locale, localeName};
}

/** The main (global) site: the Ontario modal offers a different text there. */
export const MAIN_SITE_REGION_ID = 'GGPCOM';
/** The Canadian site: Ontario visitors are offered it, and the Ontario modal never shows on it. */
export const CANADA_REGION_ID = 'GGPCA';
/** This site. */
export const HUNGARY_REGION_ID = 'GGPHU';

/** Every region id of the site lives here; other files use these constants or look regions up by id. */
export const regions: Region[] = [
  region(MAIN_SITE_REGION_ID, 'https://ggpoker.com/', 'global', 'Globális', 'angol', 'en', 'English'),
  region('GGPEU', 'https://ggpoker.eu/', 'europe', 'Európa', 'angol', 'en', 'English'),
  region('GGPBE', 'https://ggpoker.be/', 'belgium', 'Belgium', 'francia', 'fr-BE', 'Français'),
  region('GGPBR', 'https://ggpoker.bet.br/', 'brazil', 'Brazília', 'portugál', 'pt-BR', 'Português'),
  region('GGPBA', 'https://ggpoker.ba/', 'bosnia', 'Bosznia-Hercegovina', 'bosnyák', 'bs', 'Bosanski'),
  region(CANADA_REGION_ID, 'https://ggpoker.ca/', 'canada', 'Kanada', 'angol', 'en-CA', 'English'),
  region('GGPFI', 'https://ggpoker.fi/', 'finland', 'Finnország', 'finn', 'fi', 'Suomi'),
  region('GGPFR', 'https://ggpoker.fr/', 'france', 'Franciaország', 'francia', 'fr', 'Français'),
  region('GGPDE', 'https://ggpoker.de/', 'germany', 'Németország', 'német', 'de', 'Deutsch'),
  region(HUNGARY_REGION_ID, 'https://ggpoker.hu/', 'hungary', 'Magyarország', 'magyar', 'hu', 'Magyar'),
  region('GGPNL', 'https://ggpoker.nl/', 'netherlands', 'Hollandia', 'holland', 'nl', 'Nederlands'),
  region('GGPPH', 'https://ggpoker.ph/', 'philippines', 'Fülöp-szigetek', 'angol', 'en-PH', 'English'),
  region('GGPPL', 'https://ggpoker.pl/', 'poland', 'Lengyelország', 'lengyel', 'pl', 'Polski'),
  region('GGPRO', 'https://ggpoker.ro/', 'romania', 'Románia', 'román', 'ro', 'Română'),
  region('GGPES', 'https://ggpoker.es/', 'spain', 'Spanyolország', 'spanyol', 'es', 'Español'),
  region('GGPUA', 'https://ggpoker.com.ua/', 'ukraine', 'Ukrajna', 'ukrán', 'uk', 'Українська'),
  region('GGPUK', 'https://ggpoker.co.uk/', 'united-kingdom', 'Egyesült Királyság', 'angol', 'en-GB', 'English'),
];

export function findRegion(id: string): Region | undefined {
  return regions.find((item) => item.id === id);
}
