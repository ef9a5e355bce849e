import {defineMdxComponent, route, sectionId, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type MonthlyRewards from '.';

export default defineMdxComponent<typeof MonthlyRewards>()({
  schema: z.strictObject({
    id: sectionId,
    title: text,
    items: z.array(z.strictObject({highlight: z.optional(text), title: text, text})),
    ctaLabel: z.optional(text),
    ctaTo: z.optional(route),
  }),
  labels: {
    id: 'Horgony (a szakasz azonosítója)',
    title: 'Cím',
    items: {label: 'Kártyák', fields: {highlight: 'Kiemelt szám vagy szó', title: 'Cím', text: 'Szöveg'}},
    ctaLabel: 'A gomb szövege',
    ctaTo: 'A gomb célja (útvonal)',
  },
  summary: 'Havi jutalmak kártyákban.',
  global: false,
  example: {
    props: {
      title: 'Havi jutalmak',
      items: [{highlight: '100%', title: 'Üdvözlő bónusz', text: 'Az első befizetésedre.'}],
    },
  },
});
