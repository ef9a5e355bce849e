import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type TournamentList from '.';

export default defineMdxComponent<typeof TournamentList>()({
  schema: z.strictObject({}),
  texts: {
    hu: {
      summary:
        'A meghirdetett versenyek kártyái a versenybejegyzésekből (i18n/hu/collections/tournaments/*.yml), a keresőknek szóló strukturált adattal.',
      labels: {},
    },
    en: {
      summary:
        'Cards of the announced tournaments, from the Tournaments collection, with structured data for search engines.',
      labels: {},
    },
  },
  global: false,
  example: {props: {}},
});
