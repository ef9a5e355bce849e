import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type WorldRecordFacts from '.';

export default defineMdxComponent<typeof WorldRecordFacts>()({
  schema: z.strictObject({}),
  texts: {
    hu: {
      summary:
        'A világrekord adatai táblázatban és a megerősítő források, a worldRecord adatokból (a /world-record/ oldalon).',
      labels: {},
    },
    en: {
      summary:
        "The world record's details in a table, with the sources that confirm them, from the world record data (on the /world-record/ page).",
      labels: {},
    },
  },
  global: false,
  example: {props: {}},
});
