import {defineMdxComponent, route, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({
    ctaLabel: text,
    ctaTo: route,
    secondaryLabel: z.optional(text),
    secondaryTo: z.optional(route),
  }),
  texts: {
    hu: {
      summary: 'A főoldal nyitó szakasza; a belsejében van az oldal # címe.',
      labels: {
        ctaLabel: 'A fő gomb szövege',
        ctaTo: 'A fő gomb célja (útvonal)',
        secondaryLabel: 'A második gomb szövege',
        secondaryTo: 'A második gomb célja (útvonal)',
      },
    },
    en: {
      summary: "The opening section of the home page; the page's # title goes inside it.",
      labels: {
        ctaLabel: 'Main button text',
        ctaTo: 'Main button target (route)',
        secondaryLabel: 'Second button text',
        secondaryTo: 'Second button target (route)',
      },
    },
  },
  global: false,
  example: {props: {ctaLabel: 'Töltsd le ingyen', ctaTo: '/download/'}, children: 'Online póker Magyarországon'},
});
