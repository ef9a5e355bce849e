import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type PromoNote from '.';

export default defineMdxComponent<typeof PromoNote>()({
  schema: z.strictObject({}),
  texts: {
    hu: {
      summary: 'A promóciók kötelező megjegyzése: korhatár, figyelmeztetés, segítség és a bónuszfeltételek linkje.',
      labels: {},
    },
    en: {
      summary:
        'The required note on promotions: minimum age, warning, where to get help and the link to the bonus terms.',
      labels: {},
    },
  },
  global: true,
  example: {props: {}},
});
