import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type OperatorDetails from '.';

export default defineMdxComponent<typeof OperatorDetails>()({
  schema: z.strictObject({}),
  labels: {},
  summary: 'Az üzemeltető ismert adatai az operatorFacts adatokból (az ismeretlenek kimaradnak).',
  global: true,
  example: {props: {}},
});
