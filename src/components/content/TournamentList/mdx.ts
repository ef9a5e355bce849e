import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type TournamentList from '.';

export default defineMdxComponent<typeof TournamentList>()({
  schema: z.strictObject({}),
  labels: {},
  summary:
    'A meghirdetett versenyek kártyái a versenybejegyzésekből (i18n/hu/collections/tournaments/*.yml), a keresőknek szóló strukturált adattal.',
  global: false,
  example: {props: {}},
});
