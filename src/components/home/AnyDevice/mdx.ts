import {cta, defineMdxComponent, section, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

export default defineMdxComponent()({
  schema: z.strictObject({
    ...section.props,
    platforms: z.array(z.strictObject({name: text, requirements: text})),
    ...cta.props,
  }),
  texts: {
    summary: {hu: 'Platformok és követelményeik.', en: 'Platforms and their requirements.'},
    labels: {
      ...section.labels,
      platforms: {
        hu: {label: 'Eszközök', fields: {name: 'Eszköz neve', requirements: 'Követelmények'}},
        en: {label: 'Devices', fields: {name: 'Device name', requirements: 'Requirements'}},
      },
      ...cta.labels,
    },
  },
  global: false,
  example: {
    props: {title: 'Játssz bármilyen eszközön', platforms: [{name: 'macOS', requirements: 'macOS 10.13 vagy újabb'}]},
  },
});
