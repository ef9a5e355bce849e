import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import {type FigureId, FIGURES} from '@site/src/data/figures';
import * as z from '@site/src/lib/schema';

import type Fig from '.';

const figureIds = Object.keys(FIGURES) as [FigureId, ...FigureId[]];

/** Each figure by what it is, for the editor's choice list (`src/data/figures.ts` says the same in its comments). */
const FIGURE_LABELS: Record<FigureId, string> = {
  welcomeFree: 'Üdvözlő bónusz: ingyenes jóváírás',
  welcomeMatchPercent: 'Üdvözlő bónusz: befizetés kiegészítése (százalék)',
  welcomeMatchCap: 'Üdvözlő bónusz: a kiegészítés felső határa',
  spinGoldMinBuyIn: 'Spin & Gold: legkisebb nevezési díj',
  spinGoldMaxBuyIn: 'Spin & Gold: legnagyobb nevezési díj',
  spinGoldMaxMultiplier: 'Spin & Gold: legnagyobb szorzó',
  wsopExpressFrom: 'WSOP Express: legkisebb nevezési díj',
  wsopTicketSmall: 'WSOP-jegy: kisebb',
  wsopTicketMedium: 'WSOP-jegy: közepes',
  wsopTicketLarge: 'WSOP-jegy: nagyobb',
  playMoneyWelcome: 'Játékpénz induláskor',
  playMoneyTopUp: 'Játékpénz-feltöltés összege',
  playMoneyTopUpHours: 'Játékpénz-feltöltés: ennyi óránként',
  playMoneyTopUpsPerDay: 'Játékpénz-feltöltés: naponta legfeljebb ennyiszer',
  streamerMinViewers: 'Streamerprogram: átlagos nézőszám legalább',
  streamerMonths: 'Streamerprogram: ennyi hónapon át',
  streamerTableShare: 'Streamerprogram: a GGPokeren közvetített asztalok aránya',
  streamerTournamentShare: 'Streamerprogram: a közvetített versenyrész aránya',
  streamerCashback: 'Streamerprogram: visszatérítés (százalék)',
};

export default defineMdxComponent<typeof Fig>()({
  schema: z.strictObject({id: z.enum(figureIds), numberOnly: z.optional(z.boolean())}),
  labels: {id: {label: 'Melyik szám', options: FIGURE_LABELS}, numberOnly: 'Csak a szám, mértékegység nélkül'},
  summary: 'Egy szám a webhely közös adataiból, magyar formában (árat, díjat soha ne írj kézzel).',
  global: true,
  example: {props: {id: 'welcomeFree'}},
});
