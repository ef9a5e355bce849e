import {defineMdxComponent, POKER_VARIANT_NAMES} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type StartingHandsTable from '.';

export default defineMdxComponent<typeof StartingHandsTable>()({
  schema: z.strictObject({variant: z.enum(['omaha', 'short-deck'])}),
  labels: {variant: {label: 'Játék', options: POKER_VARIANT_NAMES}},
  summary: "Kezdőkezek a Texas Hold'emhez mérve, kódból számolva: Omahához (4, 5 vagy 6 lappal) vagy Short Deckhez.",
  global: false,
  example: {props: {variant: 'omaha'}},
});
