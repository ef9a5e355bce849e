import {defineMdxComponent, route, section, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({
    ...section.props,
    eyebrow: z.optional(text),
    highlights: z.optional(z.array(text)),
    ctaLabel: z.optional(text),
    ctaTo: z.optional(route),
  }),
  texts: {
    hu: {
      summary: 'Élő események kiemelésekkel.',
      labels: {
        ...section.labels.hu,
        eyebrow: 'Felirat a cím fölött',
        highlights: 'Kiemelt pontok',
        ctaLabel: 'A gomb szövege',
        ctaTo: 'A gomb célja (útvonal)',
      },
    },
    en: {
      summary: 'Live events with highlights.',
      labels: {
        ...section.labels.en,
        eyebrow: 'Short line above the title',
        highlights: 'Highlights',
        ctaLabel: 'Button text',
        ctaTo: 'Button target (route)',
      },
    },
  },
  global: false,
  example: {props: {title: 'Online út az élő versenyekre', eyebrow: 'WSOP', highlights: ['Kvalifikációk egész évben']}},
});
