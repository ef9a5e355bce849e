import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import {OFFER_NAMES} from '@site/src/data/offerConditions';
import * as z from '@site/src/lib/schema';

import type OfferConditions from '.';

export default defineMdxComponent<typeof OfferConditions>()({
  schema: z.strictObject({offer: z.enum(OFFER_NAMES)}),
  labels: {
    offer: {
      label: 'Melyik ajánlat',
      options: {welcomeBonus: 'Üdvözlő bónusz', streamerCashback: 'Streamerek visszatérítése'},
    },
  },
  summary:
    'Egy ajánlat feltételei (felszabadítás, határidő, játékok, lejárat, a cashback alapja) az üzemeltetői adatokból; a még hiányzók kimaradnak.',
  global: true,
  example: {props: {offer: 'welcomeBonus'}},
});
