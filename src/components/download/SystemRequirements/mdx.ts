import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type SystemRequirements from '.';

export default defineMdxComponent<typeof SystemRequirements>()({
  schema: z.strictObject({}),
  labels: {},
  summary: 'Rendszerkövetelmények a src/data adataiból.',
  global: true,
  example: {props: {}},
});
