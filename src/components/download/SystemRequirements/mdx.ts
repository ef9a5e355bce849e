import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type SystemRequirements from '.';

export default defineMdxComponent<typeof SystemRequirements>()({
  schema: z.strictObject({}),
  labels: {},
  summary: 'Rendszerkövetelmények a webhely közös adataiból.',
  global: true,
  example: {props: {}},
});
