import {buttonLabels, defineMdxComponent, route, text} from '@site/src/components/defineMdxComponent';
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
      ...buttonLabels('cta', {hu: 'A fő gomb', en: 'Main button'}),
      ...buttonLabels('secondary', {hu: 'A második gomb', en: 'Second button'}),
    },
  },
  global: false,
  example: {props: {ctaLabel: 'Töltsd le ingyen', ctaTo: '/download/'}, children: 'Online póker Magyarországon'},
});
