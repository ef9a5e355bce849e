import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type HandRankingsTable from '.';

export default defineMdxComponent<typeof HandRankingsTable>()({
  schema: z.strictObject({}),
  labels: {},
  summary: 'A kézrangsor kombinációi és valószínűségei, kódból számolva.',
  global: false,
  example: {props: {}},
});
