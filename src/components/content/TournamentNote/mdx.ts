import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import * as z from '@site/src/lib/schema';

import type TournamentNote from '.';

export default defineMdxComponent<typeof TournamentNote>()({
  schema: z.strictObject({}),
  labels: {},
  summary: 'A versenyek kötelező megjegyzése: korhatár, figyelmeztetés, segítség, és hol vannak a verseny szabályai.',
  global: true,
  example: {props: {}},
});
