import {defineMdxComponent, routeWithAnchor, section, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({
    ...section.props,
    items: z.array(
      z.strictObject({
        tag: z.optional(text),
        title: text,
        text,
        to: z.optional(routeWithAnchor),
        linkLabel: z.optional(text),
      }),
    ),
  }),
  texts: {
    summary: {hu: 'Kiemelt versenyek kártyákban.', en: 'Featured tournaments in cards.'},
    labels: {
      ...section.labels,
      items: {
        hu: {
          label: 'Kártyák',
          fields: {
            tag: 'Címke a kártya tetején',
            title: 'Cím',
            text: 'Szöveg',
            to: 'Link célja (útvonal)',
            linkLabel: 'Link szövege',
          },
        },
        en: {
          label: 'Cards',
          fields: {
            tag: 'Tag at the top of the card',
            title: 'Title',
            text: 'Text',
            to: 'Link target (route)',
            linkLabel: 'Link text',
          },
        },
      },
    },
  },
  global: false,
  example: {
    props: {
      title: 'Kiemelt versenyek',
      items: [{tag: 'Kvalifikáció', title: 'WSOP Express', text: 'Kvalifikációk a kliensben.'}],
    },
  },
});
