import {FACT_LABELS} from '@site/src/components/content/Fact/mdx';
import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import {FACT_NAMES} from '@site/src/data/operatorFacts';
import * as z from '@site/src/lib/schema';

import type WhenKnown from '.';

export default defineMdxComponent<typeof WhenKnown>()({
  schema: z.strictObject({fact: z.enum(FACT_NAMES)}),
  texts: {
    summary: {
      hu: 'A tartalmát csak akkor mutatja, ha az üzemeltetői adat már ismert; addig a mondat kimarad.',
      en: 'Shows its content only once the operator fact is known; until then the sentence is left out.',
    },
    labels: {
      fact: {
        hu: {label: 'Melyik adattól függ', options: FACT_LABELS},
        en: {label: 'Which fact it depends on', options: FACT_LABELS},
      },
    },
  },
  global: true,
  example: {props: {fact: 'supportEmail'}, children: 'Írj nekünk: <Fact name="supportEmail" />.'},
});
