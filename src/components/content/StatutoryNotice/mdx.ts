import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type StatutoryNotice from '.';

export default defineMdxComponent<typeof StatutoryNotice>()({
  schema: z.strictObject({}),
  texts: {
    hu: {
      summary:
        'A kötelező figyelmeztetés (korhatár, a szerencsejáték ártalmai, segítség) a bónuszfeltételekre mutató link nélkül.',
      labels: {},
    },
    en: {
      summary:
        'The required warning (minimum age, the harms of gambling, where to get help) without the link to the bonus terms.',
      labels: {},
    },
  },
  global: true,
  example: {props: {}},
});
