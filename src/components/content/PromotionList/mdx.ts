import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type PromotionList from '.';

export default defineMdxComponent<typeof PromotionList>()({
  schema: z.strictObject({}),
  labels: {},
  summary: 'A futó promóciók kártyái az i18n/hu/collections/promotions/*.yml fájlokból; a lejártak kimaradnak.',
  global: false,
  example: {props: {}},
});
