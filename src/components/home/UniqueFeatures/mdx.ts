import {defineMdxComponent, section, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({...section.props, items: z.array(z.strictObject({title: text, text}))}),
  texts: {
    summary: {hu: 'Egyedi funkciók listája.', en: 'A list of unique features.'},
    labels: {
      ...section.labels,
      items: {
        hu: {label: 'Kártyák', fields: {title: 'Cím', text: 'Szöveg'}},
        en: {label: 'Cards', fields: {title: 'Title', text: 'Text'}},
      },
    },
  },
  global: false,
  example: {props: {title: 'Egyedi funkciók', items: [{title: 'Splash', text: 'Extra pénz a kasszában.'}]}},
});
