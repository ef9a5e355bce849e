import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type SystemRequirements from '.';

export default defineMdxComponent<typeof SystemRequirements>()({
  schema: z.strictObject({}),
  texts: {
    hu: {
      summary: 'Rendszerkövetelmények a webhely közös adataiból.',
      labels: {},
    },
    en: {
      summary: "System requirements, from the site's shared data.",
      labels: {},
    },
  },
  global: true,
  example: {props: {}},
});
