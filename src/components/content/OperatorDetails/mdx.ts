import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type OperatorDetails from '.';

export default defineMdxComponent<typeof OperatorDetails>()({
  schema: z.strictObject({}),
  texts: {
    hu: {
      summary: 'Az üzemeltető ismert adatai az operatorFacts adatokból (az ismeretlenek kimaradnak).',
      labels: {},
    },
    en: {
      summary: 'The known details of the operator from the operator facts (unknown ones are left out).',
      labels: {},
    },
  },
  global: true,
  example: {props: {}},
});
