import {defineMdxComponent, POKER_VARIANT_NAMES} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({
    maxOuts: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(20))),
    variant: z.optional(z.enum(['holdem', 'omaha', 'short-deck'])),
  }),
  texts: {
    summary: {
      hu: "Esélyek az outok száma szerint; megadható a sorok száma (1–20) és a játék: Texas Hold'em (alapérték), Omaha vagy Short Deck.",
      en: "Odds by number of outs; you can set the number of rows (1–20) and the game: Texas Hold'em (the default), Omaha or Short Deck.",
    },
    labels: {
      maxOuts: {hu: 'Sorok száma (legtöbb out)', en: 'Number of rows (most outs)'},
      variant: {hu: {label: 'Játék', options: POKER_VARIANT_NAMES}, en: {label: 'Game', options: POKER_VARIANT_NAMES}},
    },
  },
  global: false,
  example: {props: {maxOuts: 8}},
});
