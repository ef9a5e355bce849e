import {CARD_DISPLAY_LABELS, cardDisplay, defineMdxComponent, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type Card from '.';

export default defineMdxComponent<typeof Card>()({
  schema: z.strictObject({card: text, ...cardDisplay}),
  labels: {card: 'Kártya (például As)', ...CARD_DISPLAY_LABELS},
  summary: 'Egyetlen lap kártyaként.',
  global: true,
  example: {props: {card: 'Ah'}},
});
