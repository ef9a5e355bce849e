import {defineMdxComponent, route, section, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({
    ...section.props,
    items: z.array(z.strictObject({highlight: z.optional(text), title: text, text})),
    ctaLabel: z.optional(text),
    ctaTo: z.optional(route),
  }),
  texts: {
    hu: {
      summary: 'Havi jutalmak kártyákban.',
      labels: {
        ...section.labels.hu,
        items: {label: 'Kártyák', fields: {highlight: 'Kiemelt szám vagy szó', title: 'Cím', text: 'Szöveg'}},
        ctaLabel: 'A gomb szövege',
        ctaTo: 'A gomb célja (útvonal)',
      },
    },
    en: {
      summary: 'Monthly rewards in cards.',
      labels: {
        ...section.labels.en,
        items: {label: 'Cards', fields: {highlight: 'Highlighted number or word', title: 'Title', text: 'Text'}},
        ctaLabel: 'Button text',
        ctaTo: 'Button target (route)',
      },
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
