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
    summary: {
      hu: 'A főoldal nyitó szakasza; a belsejében van az oldal # címe.',
      en: "The opening section of the home page; the page's # title goes inside it.",
    },
    labels: {
      ctaLabel: {hu: 'A fő gomb szövege', en: 'Main button text'},
      ctaTo: {hu: 'A fő gomb célja (útvonal)', en: 'Main button target (route)'},
      secondaryLabel: {hu: 'A második gomb szövege', en: 'Second button text'},
      secondaryTo: {hu: 'A második gomb célja (útvonal)', en: 'Second button target (route)'},
    },
  },
  global: false,
  example: {props: {ctaLabel: 'Töltsd le ingyen', ctaTo: '/download/'}, children: 'Online póker Magyarországon'},
});
