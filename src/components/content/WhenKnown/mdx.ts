import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import {FACT_NAMES} from '@site/src/data/operatorFacts';
import * as z from '@site/src/lib/schema';

import type WhenKnown from '.';

export default defineMdxComponent<typeof WhenKnown>()({
  schema: z.strictObject({fact: z.enum(FACT_NAMES)}),
  summary: 'A tartalmát csak akkor mutatja, ha az üzemeltetői adat már ismert; addig a mondat kimarad.',
  global: true,
  example: {props: {fact: 'supportEmail'}, children: 'Írj nekünk: <Fact name="supportEmail" />.'},
});
