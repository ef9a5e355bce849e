import {cta, defineMdxComponent, section, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({
    ...section.props,
    eyebrow: z.optional(text),
    highlights: z.optional(z.array(text)),
    ...cta.props,
  }),
  texts: {
    summary: {hu: 'Élő események kiemelésekkel.', en: 'Live events with highlights.'},
    labels: {
      ...section.labels,
      eyebrow: {hu: 'Felirat a cím fölött', en: 'Short line above the title'},
      highlights: {hu: 'Kiemelt pontok', en: 'Highlights'},
      ...cta.labels,
    },
  },
  global: false,
  example: {props: {title: 'Online út az élő versenyekre', eyebrow: 'WSOP', highlights: ['Kvalifikációk egész évben']}},
});
