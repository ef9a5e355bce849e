import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import {FACT_NAMES, OPERATOR_FACTS} from '@site/src/data/operatorFacts';
import * as z from '@site/src/lib/schema';

import type Fact from '.';

/** Each fact by its own Hungarian description (the region's `operatorFacts.ts`). */
const FACT_LABELS = Object.fromEntries(FACT_NAMES.map((name) => [name, OPERATOR_FACTS[name].label]));

export default defineMdxComponent<typeof Fact>()({
  schema: z.strictObject({name: z.enum(FACT_NAMES)}),
  labels: {name: {label: 'Melyik adat', options: FACT_LABELS}},
  summary:
    'Egy üzemeltetői adat (e-mail-cím, válaszidő, engedély) az operatorFacts adatokból; ismeretlen adatnál üres.',
  global: true,
  example: {props: {name: 'supportEmail'}},
});
