import {defineMdxComponent, route, sectionId, text} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type AnyDevice from '.';

export default defineMdxComponent<typeof AnyDevice>()({
  schema: z.strictObject({
    id: sectionId,
    title: text,
    platforms: z.array(z.strictObject({name: text, requirements: text})),
    ctaLabel: z.optional(text),
    ctaTo: z.optional(route),
  }),
  summary: 'Platformok és követelményeik.',
  global: false,
  example: {
    props: {title: 'Játssz bármilyen eszközön', platforms: [{name: 'macOS', requirements: 'macOS 10.13 vagy újabb'}]},
  },
});
