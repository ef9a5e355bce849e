import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type TeamRoster from '.';

export default defineMdxComponent<typeof TeamRoster>()({
  schema: z.strictObject({}),
  texts: {
    hu: {
      summary: 'A ggteam/*.mdx profilok listája; a kitalált profilok címkével és megjegyzéssel.',
      labels: {},
    },
    en: {
      summary: 'The list of ggteam/*.mdx profiles; made-up profiles carry a label and a note.',
      labels: {},
    },
  },
  global: true,
  example: {props: {}},
});
