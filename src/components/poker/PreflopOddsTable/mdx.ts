import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type PreflopOddsTable from '.';

export default defineMdxComponent<typeof PreflopOddsTable>()({
  schema: z.strictObject({}),
  texts: {
    hu: {
      summary: 'Előflop párharcok esélyei, kódból számolva.',
      labels: {},
    },
    en: {
      summary: 'The odds of preflop matchups, calculated in code.',
      labels: {},
    },
  },
  global: false,
  example: {props: {}},
});
