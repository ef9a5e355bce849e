import {CARD_DISPLAY_LABELS, cardDisplay, defineMdxComponent, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({
    cards: text,
    board: z.optional(text),
    // What `cards` are when no `board` is given: a five-card hand (default), hole cards or community cards.
    kind: z.optional(z.enum(['hand', 'hole', 'board'])),
    ...cardDisplay,
  }),
  texts: {
    summary: {
      hu: 'Lapok kártyaként: érték és szín (As Kd), kérésre az asztal lapjaival együtt.',
      en: 'Cards shown as cards: rank and suit (As Kd), optionally with the board cards.',
    },
    labels: {
      cards: {hu: 'Lapok (például As Kh)', en: 'Cards (for example As Kh)'},
      board: {hu: 'Asztal lapjai', en: 'Board cards'},
      kind: {
        hu: {label: 'Milyen lapok', options: {hand: 'Kéz', hole: 'Saját lapok', board: 'Asztal'}},
        en: {label: 'Which cards', options: {hand: 'Hand', hole: 'Hole cards', board: 'Board'}},
      },
      ...CARD_DISPLAY_LABELS,
    },
  },
  global: true,
  example: {props: {cards: 'As Kd', board: 'Qh Jc Ts'}},
});
