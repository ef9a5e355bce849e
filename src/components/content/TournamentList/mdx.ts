import {defineMdxComponent, noProps} from '@site/src/components/defineMdxComponent';

import type TournamentList from '.';

export default defineMdxComponent<typeof TournamentList>()({
  ...noProps({
    hu: 'A meghirdetett versenyek kártyái a versenybejegyzésekből (i18n/hu/collections/tournaments/*.yml), a keresőknek szóló strukturált adattal.',
    en: 'Cards of the announced tournaments, from the Tournaments collection, with structured data for search engines.',
  }),
  global: false,
});
