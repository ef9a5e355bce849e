import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type StatutoryNotice from '.';

export default defineMdxComponent<typeof StatutoryNotice>()({
  schema: z.strictObject({}),
  labels: {},
  summary:
    'A kötelező figyelmeztetés (korhatár, a szerencsejáték ártalmai, segítség) a bónuszfeltételekre mutató link nélkül.',
  global: true,
  example: {props: {}},
});
