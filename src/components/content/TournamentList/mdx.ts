import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type TournamentList from '.';

export default defineMdxComponent<typeof TournamentList>()({
  schema: z.strictObject({}),
  labels: {},
  summary:
    'A meghirdetett versenyek kártyái és Event strukturált adata az i18n/hu/collections/tournaments/*.yml fájlokból.',
  global: false,
  example: {props: {}},
});
