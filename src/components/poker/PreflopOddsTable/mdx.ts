import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type PreflopOddsTable from '.';

export default defineMdxComponent<typeof PreflopOddsTable>()({
  schema: z.strictObject({}),
  labels: {},
  summary: 'Előflop párharcok esélyei, kódból számolva.',
  global: false,
  example: {props: {}},
});
