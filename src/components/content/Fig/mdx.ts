import {defineMdxComponent} from '@site/src/components/defineMdxComponent';
import {type FigureId, FIGURES} from '@site/src/data/figures';
import type {LanguageTexts} from '@site/src/data/region';
import * as z from '@site/src/lib/schema';

import type Fig from '.';

const figureIds = Object.keys(FIGURES) as [FigureId, ...FigureId[]];

/** For the editor's choice list (`src/data/figures.ts` says the same in its comments). */
const FIGURE_LABELS: Record<LanguageTexts['language'], Record<FigureId, string>> = {
  hu: {
    welcomeFree: 'Üdvözlő jutalom: értéke',
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
  },
  en: {
    welcomeFree: 'Welcome reward: its value',
    welcomeMatchPercent: 'Welcome bonus: deposit match (percentage)',
    welcomeMatchCap: 'Welcome bonus: the cap on the match',
    spinGoldMinBuyIn: 'Spin & Gold: lowest buy-in',
    spinGoldMaxBuyIn: 'Spin & Gold: highest buy-in',
    spinGoldMaxMultiplier: 'Spin & Gold: highest multiplier',
    wsopExpressFrom: 'WSOP Express: lowest buy-in',
    wsopTicketSmall: 'WSOP ticket: smaller',
    wsopTicketMedium: 'WSOP ticket: medium',
    wsopTicketLarge: 'WSOP ticket: larger',
    playMoneyWelcome: 'Play money to start with',
    playMoneyTopUp: 'Play money top-up amount',
    playMoneyTopUpHours: 'Play money top-up: interval in hours',
    playMoneyTopUpsPerDay: 'Play money top-up: maximum per day',
    streamerMinViewers: 'Streamer program: minimum average viewers',
    streamerMonths: 'Streamer program: number of months',
    streamerTableShare: 'Streamer program: share of tables streamed on GGPoker',
    streamerTournamentShare: 'Streamer program: share of the tournament streamed',
    streamerCashback: 'Streamer program: cashback (percentage)',
  },
};

export default defineMdxComponent<typeof Fig>()({
  schema: z.strictObject({id: z.enum(figureIds), numberOnly: z.optional(z.boolean())}),
  texts: {
    summary: {
      hu: 'Egy szám a webhely közös adataiból, magyar formában (árat, díjat soha ne írj kézzel).',
      en: "A number from the site's shared data, in the site's number format (never type a price or fee by hand).",
    },
    labels: {
      id: {
        hu: {label: 'Melyik szám', options: FIGURE_LABELS.hu},
        en: {label: 'Which figure', options: FIGURE_LABELS.en},
      },
      numberOnly: {hu: 'Csak a szám, mértékegység nélkül', en: 'The number only, without its unit'},
    },
  },
  global: true,
  example: {props: {id: 'welcomeFree'}},
});
