import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type PromoNote from '.';

export default defineMdxComponent<typeof PromoNote>()({
  schema: z.strictObject({}),
  labels: {},
  summary: 'A promóciók kötelező megjegyzése: korhatár, figyelmeztetés, segítség és a bónuszfeltételek linkje.',
  global: true,
  example: {props: {}},
});
