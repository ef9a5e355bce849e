import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type PromotionList from '.';

export default defineMdxComponent<typeof PromotionList>()({
  schema: z.strictObject({}),
  texts: {
    hu: {
      summary:
        'A futó promóciók kártyái a promóciós bejegyzésekből (i18n/hu/collections/promotions/*.yml); a lejártak kimaradnak.',
      labels: {},
    },
    en: {
      summary: 'Cards of the current promotions, from the Promotions collection; expired ones are left out.',
      labels: {},
    },
  },
  global: false,
  example: {props: {}},
});
