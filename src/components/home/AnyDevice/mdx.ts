import {defineMdxComponent, route, section, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({
    ...section.props,
    platforms: z.array(z.strictObject({name: text, requirements: text})),
    ctaLabel: z.optional(text),
    ctaTo: z.optional(route),
  }),
  texts: {
    hu: {
      summary: 'Platformok és követelményeik.',
      labels: {
        ...section.labels.hu,
        platforms: {label: 'Eszközök', fields: {name: 'Eszköz neve', requirements: 'Követelmények'}},
        ctaLabel: 'A gomb szövege',
        ctaTo: 'A gomb célja (útvonal)',
      },
    },
    en: {
      summary: 'Platforms and their requirements.',
      labels: {
        ...section.labels.en,
        platforms: {label: 'Devices', fields: {name: 'Device name', requirements: 'Requirements'}},
        ctaLabel: 'Button text',
        ctaTo: 'Button target (route)',
      },
    },
  },
  global: false,
  example: {
    props: {title: 'Játssz bármilyen eszközön', platforms: [{name: 'macOS', requirements: 'macOS 10.13 vagy újabb'}]},
  },
});
