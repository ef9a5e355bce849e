import {CARD_DISPLAY_LABELS, cardDisplay, defineMdxComponent, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({card: text, ...cardDisplay}),
  texts: {
    summary: {hu: 'Egyetlen lap kártyaként.', en: 'A single card, shown as a card.'},
    labels: {
      card: {hu: 'Kártya (például As)', en: 'Card (for example As)'},
      ...CARD_DISPLAY_LABELS,
    },
  },
  global: true,
  example: {props: {card: 'Ah'}},
});
