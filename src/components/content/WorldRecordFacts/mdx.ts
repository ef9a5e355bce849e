import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type WorldRecordFacts from '.';

export default defineMdxComponent<typeof WorldRecordFacts>()({
  schema: z.strictObject({}),
  labels: {},
  summary:
    'A világrekord adatai táblázatban és a megerősítő források, a worldRecord adatokból (a /world-record/ oldalon).',
  global: false,
  example: {props: {}},
});
