import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type OutsOddsTable from '.';

export default defineMdxComponent<typeof OutsOddsTable>()({
  schema: z.strictObject({
    maxOuts: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(20))),
    variant: z.optional(z.enum(['holdem', 'omaha', 'short-deck'])),
  }),
  summary:
    'Esélyek az outok száma szerint; maxOuts a sorok száma (1–20), variant a játék: holdem (alapérték), omaha vagy short-deck.',
  global: false,
  example: {props: {maxOuts: 8}},
});
