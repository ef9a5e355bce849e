import {cta, defineMdxComponent, section, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({
    ...section.props,
    items: z.array(z.strictObject({highlight: z.optional(text), title: text, text})),
    ...cta.props,
  }),
  texts: {
    summary: {hu: 'Havi jutalmak kártyákban.', en: 'Monthly rewards in cards.'},
    labels: {
      ...section.labels,
      items: {
        hu: {label: 'Kártyák', fields: {highlight: 'Kiemelt szám vagy szó', title: 'Cím', text: 'Szöveg'}},
        en: {label: 'Cards', fields: {highlight: 'Highlighted number or word', title: 'Title', text: 'Text'}},
      },
      ...cta.labels,
    },
  },
  global: false,
  example: {
    props: {
      title: 'Havi jutalmak',
      items: [{highlight: '100%', title: 'Üdvözlő bónusz', text: 'Az első befizetésedre.'}],
    },
  },
});
