import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import {FACT_NAMES, OPERATOR_FACTS} from '@site/src/data/operatorFacts';
import * as z from '@site/src/lib/schema';

import type Fact from '.';

/** Each fact by its own description, already in the region's language (the region's `operatorFacts.ts`). */
export const FACT_LABELS = Object.fromEntries(FACT_NAMES.map((name) => [name, OPERATOR_FACTS[name].label]));

export default defineMdxComponent<typeof Fact>()({
  schema: z.strictObject({name: z.enum(FACT_NAMES)}),
  texts: {
    summary: {
      hu: 'Egy üzemeltetői adat (e-mail-cím, válaszidő, engedély) az operatorFacts adatokból; ismeretlen adatnál üres.',
      en: 'One operator fact (email address, response time, licence) from the operator facts; empty while it is unknown.',
    },
    labels: {
      name: {hu: {label: 'Melyik adat', options: FACT_LABELS}, en: {label: 'Which fact', options: FACT_LABELS}},
    },
  },
  global: true,
  example: {props: {name: 'supportEmail'}},
});
