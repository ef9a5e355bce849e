import {defineMdxComponent, sectionId, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type UniqueFeatures from '.';

export default defineMdxComponent<typeof UniqueFeatures>()({
  schema: z.strictObject({id: sectionId, title: text, items: z.array(z.strictObject({title: text, text}))}),
  texts: {
    hu: {
      summary: 'Egyedi funkciók listája.',
      labels: {
        id: 'Horgony (a szakasz azonosítója)',
        title: 'Cím',
        items: {label: 'Kártyák', fields: {title: 'Cím', text: 'Szöveg'}},
      },
    },
    en: {
      summary: 'A list of unique features.',
      labels: {
        id: "Anchor (the section's ID)",
        title: 'Title',
        items: {label: 'Cards', fields: {title: 'Title', text: 'Text'}},
      },
    },
  },
  global: false,
  example: {props: {title: 'Egyedi funkciók', items: [{title: 'Splash', text: 'Extra pénz a kasszában.'}]}},
});
