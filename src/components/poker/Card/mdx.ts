import {CARD_DISPLAY_LABELS, cardDisplay, defineMdxComponent, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({card: text, ...cardDisplay}),
  texts: {
    hu: {
      summary: 'Egyetlen lap kártyaként.',
      labels: {card: 'Kártya (például As)', ...CARD_DISPLAY_LABELS.hu},
    },
    en: {
      summary: 'A single card, shown as a card.',
      labels: {card: 'Card (for example As)', ...CARD_DISPLAY_LABELS.en},
    },
  },
  global: true,
  example: {props: {card: 'Ah'}},
});
