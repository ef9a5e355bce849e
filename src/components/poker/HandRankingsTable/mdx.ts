import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type HandRankingsTable from '.';

export default defineMdxComponent<typeof HandRankingsTable>()({
  schema: z.strictObject({}),
  texts: {
    hu: {
      summary: 'A kézrangsor kombinációi és valószínűségei, kódból számolva.',
      labels: {},
    },
    en: {
      summary: 'The combinations and probabilities of the hand rankings, calculated in code.',
      labels: {},
    },
  },
  global: false,
  example: {props: {}},
});
