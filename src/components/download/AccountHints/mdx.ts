import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type AccountHints from '.';

export default defineMdxComponent<typeof AccountHints>()({
  schema: z.strictObject({}),
  texts: {
    hu: {
      summary: 'Tanácsok a fiók létrehozásához.',
      labels: {},
    },
    en: {
      summary: 'Tips for creating an account.',
      labels: {},
    },
  },
  global: true,
  example: {props: {}},
});
