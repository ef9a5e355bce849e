import {defineMdxComponent, noProps} from '@site/src/components/defineMdxComponent';

import type TournamentNote from '.';

export default defineMdxComponent<typeof TournamentNote>()({
  ...noProps({
    hu: 'A versenyek kötelező megjegyzése: korhatár, figyelmeztetés, segítség, és hol vannak a verseny szabályai.',
    en: 'The required note on tournaments: minimum age, warning, where to get help, and where the tournament rules are.',
  }),
  global: true,
});
