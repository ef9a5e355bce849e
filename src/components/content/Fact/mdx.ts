import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import {FACT_NAMES} from '@site/src/data/operatorFacts';
import * as z from '@site/src/lib/schema';

import type Fact from '.';

export default defineMdxComponent<typeof Fact>()({
  schema: z.strictObject({name: z.enum(FACT_NAMES)}),
  summary:
    'Egy üzemeltetői adat (e-mail-cím, válaszidő, engedély) az operatorFacts adatokból; ismeretlen adatnál üres.',
  global: true,
  example: {props: {name: 'supportEmail'}},
});
