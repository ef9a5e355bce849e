/** The region selector's and the footer's region list; `localeName` is the language's own name. */
import {region as activeRegion} from './region';
import {CANADA_REGION_ID, MAIN_SITE_REGION_ID} from './regionIds';

function region(id: string, url: string, flag: string, locale: string, localeName: string) {
  const names = activeRegion.regionNames[id] ?? {countryName: id, languageName: locale};
  return {id, url, imagePath: `/img/regions/${flag}.svg`, ...names, locale, localeName};
}

export type Region = ReturnType<typeof region>;

export const regions: Region[] = [
  region(MAIN_SITE_REGION_ID, 'https://ggpoker.com/', 'global', 'en', 'English'),
  region('GGPEU', 'https://ggpoker.eu/', 'europe', 'en', 'English'),
  region('GGPBE', 'https://ggpoker.be/', 'belgium', 'fr-BE', 'Français'),
  region('GGPBR', 'https://ggpoker.bet.br/', 'brazil', 'pt-BR', 'Português'),
  region('GGPBA', 'https://ggpoker.ba/', 'bosnia', 'bs', 'Bosanski'),
  region(CANADA_REGION_ID, 'https://ggpoker.ca/', 'canada', 'en-CA', 'English'),
  region('GGPFI', 'https://ggpoker.fi/', 'finland', 'fi', 'Suomi'),
  region('GGPFR', 'https://ggpoker.fr/', 'france', 'fr', 'Français'),
  region('GGPDE', 'https://ggpoker.de/', 'germany', 'de', 'Deutsch'),
  region('GGPHU', 'https://ggpoker.hu/', 'hungary', 'hu', 'Magyar'),
  region('GGPNL', 'https://ggpoker.nl/', 'netherlands', 'nl', 'Nederlands'),
  region('GGPPH', 'https://ggpoker.ph/', 'philippines', 'en-PH', 'English'),
  region('GGPPL', 'https://ggpoker.pl/', 'poland', 'pl', 'Polski'),
  region('GGPRO', 'https://ggpoker.ro/', 'romania', 'ro', 'Română'),
  region('GGPES', 'https://ggpoker.es/', 'spain', 'es', 'Español'),
  region('GGPUA', 'https://ggpoker.com.ua/', 'ukraine', 'uk', 'Українська'),
  region('GGPUK', 'https://ggpoker.co.uk/', 'united-kingdom', 'en-GB', 'English'),
];

export function findRegion(id: string): Region | undefined {
  return regions.find((item) => item.id === id);
}
