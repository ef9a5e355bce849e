import {defineMdxComponent, POKER_VARIANT_NAMES} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({variant: z.enum(['omaha', 'short-deck'])}),
  texts: {
    summary: {
      hu: "Kezdőkezek a Texas Hold'emhez mérve, kódból számolva: Omahához (4, 5 vagy 6 lappal) vagy Short Deckhez.",
      en: "Starting hands compared with Texas Hold'em, calculated in code: for Omaha (with 4, 5 or 6 cards) or Short Deck.",
    },
    labels: {
      variant: {hu: {label: 'Játék', options: POKER_VARIANT_NAMES}, en: {label: 'Game', options: POKER_VARIANT_NAMES}},
    },
  },
  global: false,
  example: {props: {variant: 'omaha'}},
});
