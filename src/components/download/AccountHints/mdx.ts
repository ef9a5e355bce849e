import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type AccountHints from '.';

export default defineMdxComponent<typeof AccountHints>()({
  schema: z.strictObject({}),
  labels: {},
  summary: 'Tanácsok a fiók létrehozásához.',
  global: true,
  example: {props: {}},
});
