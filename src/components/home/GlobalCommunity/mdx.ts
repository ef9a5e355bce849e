import {defineMdxComponent, route, sectionId, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type GlobalCommunity from '.';

export default defineMdxComponent<typeof GlobalCommunity>()({
  schema: z.strictObject({
    id: sectionId,
    title: text,
    items: z.array(z.strictObject({title: text, text, to: route, linkLabel: text})),
  }),
  labels: {
    id: 'Horgony (a szakasz azonosítója)',
    title: 'Cím',
    items: {
      label: 'Kártyák',
      fields: {title: 'Cím', text: 'Szöveg', to: 'Link célja (útvonal)', linkLabel: 'Link szövege'},
    },
  },
  summary: 'Közösségi linkek kártyákban.',
  global: false,
  example: {
    props: {
      title: 'Globális közösség',
      items: [
        {title: 'Pókeriskola', text: 'Szabályok magyarul.', to: '/poker-school/', linkLabel: 'Irány a pókeriskola'},
      ],
    },
  },
});
