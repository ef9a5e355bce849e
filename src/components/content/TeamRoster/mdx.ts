import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type TeamRoster from '.';

export default defineMdxComponent<typeof TeamRoster>()({
  schema: z.strictObject({}),
  labels: {},
  summary: 'A ggteam/*.mdx profilok listája; a kitalált profilok címkével és megjegyzéssel.',
  global: true,
  example: {props: {}},
});
