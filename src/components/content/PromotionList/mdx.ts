import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type PromotionList from '.';

export default defineMdxComponent<typeof PromotionList>()({
  schema: z.strictObject({}),
  labels: {},
  summary:
    'A futó promóciók kártyái a promóciós bejegyzésekből (i18n/hu/collections/promotions/*.yml); a lejártak kimaradnak.',
  global: false,
  example: {props: {}},
});
