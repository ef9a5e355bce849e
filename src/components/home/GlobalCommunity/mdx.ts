import {defineMdxComponent, route, section, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({
    ...section.props,
    items: z.array(z.strictObject({title: text, text, to: route, linkLabel: text})),
  }),
  texts: {
    summary: {hu: 'Közösségi linkek kártyákban.', en: 'Community links in cards.'},
    labels: {
      ...section.labels,
      items: {
        hu: {
          label: 'Kártyák',
          fields: {title: 'Cím', text: 'Szöveg', to: 'Link célja (útvonal)', linkLabel: 'Link szövege'},
        },
        en: {label: 'Cards', fields: {title: 'Title', text: 'Text', to: 'Link target (route)', linkLabel: 'Link text'}},
      },
    },
  },
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
