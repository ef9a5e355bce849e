import {defineMdxComponent, routeWithAnchor, sectionId, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type FeaturedTournaments from '.';

export default defineMdxComponent<typeof FeaturedTournaments>()({
  schema: z.strictObject({
    id: sectionId,
    title: text,
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
    hu: {
      summary: 'Kiemelt versenyek kártyákban.',
      labels: {
        id: 'Horgony (a szakasz azonosítója)',
        title: 'Cím',
        items: {
          label: 'Kártyák',
          fields: {
            tag: 'Címke a kártya tetején',
            title: 'Cím',
            text: 'Szöveg',
            to: 'Link célja (útvonal)',
            linkLabel: 'Link szövege',
          },
        },
      },
    },
    en: {
      summary: 'Featured tournaments in cards.',
      labels: {
        id: "Anchor (the section's ID)",
        title: 'Title',
        items: {
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
