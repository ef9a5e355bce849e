import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import {OFFER_NAMES} from '@site/src/data/offerConditions';
import * as z from '@site/src/lib/schema';

import type OfferConditions from '.';

export default defineMdxComponent<typeof OfferConditions>()({
  schema: z.strictObject({offer: z.enum(OFFER_NAMES)}),
  texts: {
    summary: {
      hu: 'Egy ajánlat feltételei (felszabadítás, határidő, játékok, lejárat, a cashback alapja) az üzemeltetői adatokból; a még hiányzók kimaradnak.',
      en: 'The conditions of an offer (release, deadline, games, expiry, what the cashback is based on) from the operator facts; the ones still missing are left out.',
    },
    labels: {
      offer: {
        hu: {
          label: 'Melyik ajánlat',
          options: {welcomeBonus: 'Üdvözlő bónusz', streamerCashback: 'Streamerek visszatérítése'},
        },
        en: {label: 'Which offer', options: {welcomeBonus: 'Welcome bonus', streamerCashback: 'Streamer cashback'}},
      },
    },
  },
  global: true,
  example: {props: {offer: 'welcomeBonus'}},
});
