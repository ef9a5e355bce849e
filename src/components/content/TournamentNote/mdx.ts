import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type TournamentNote from '.';

export default defineMdxComponent<typeof TournamentNote>()({
  schema: z.strictObject({}),
  texts: {
    hu: {
      summary:
        'A versenyek kötelező megjegyzése: korhatár, figyelmeztetés, segítség, és hol vannak a verseny szabályai.',
      labels: {},
    },
    en: {
      summary:
        'The required note on tournaments: minimum age, warning, where to get help, and where the tournament rules are.',
      labels: {},
    },
  },
  global: true,
  example: {props: {}},
});
