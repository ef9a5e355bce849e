/**
 * Every marketing figure the pages quote (welcome bonus, Spin & Gold, WSOP Express, play money, streamer
 * programme): one value each, in one place. Pages never write these numbers by hand; they show them with
 * `<Fig id="…" />` or `fig.…` (src/lib/format/figureText.ts), so changing a prize is a one-line change here.
 * System requirements live in `systemRequirements.ts`.
 */
import type {FactName} from '../../regions/operatorFacts';

/** How a figure is written: dollars ("0,50 $"), play money ("20 000 P"), multiplier ("200 000×"), percent, count. */
export type FigureUnit = 'dollars' | 'playMoney' | 'times' | 'percent' | 'count';

export interface Figure {
  value: number;
  unit: FigureUnit;
}

export const FIGURES = {
  /** Welcome bonus, first offer: a reward of this value; how it is credited is the fact welcomeFreeCredit. */
  welcomeFree: {value: 100, unit: 'dollars'},
  /** Welcome bonus, second offer: deposit match percentage … */
  welcomeMatchPercent: {value: 100, unit: 'percent'},
  /** … up to this amount. */
  welcomeMatchCap: {value: 600, unit: 'dollars'},
  spinGoldMinBuyIn: {value: 0.25, unit: 'dollars'},
  spinGoldMaxBuyIn: {value: 200, unit: 'dollars'},
  /** Top Spin & Gold prize as a multiple of the buy-in. */
  spinGoldMaxMultiplier: {value: 200_000, unit: 'times'},
  wsopExpressFrom: {value: 0.5, unit: 'dollars'},
  wsopTicketSmall: {value: 5000, unit: 'dollars'},
  wsopTicketMedium: {value: 10_000, unit: 'dollars'},
  wsopTicketLarge: {value: 30_000, unit: 'dollars'},
  /** Play money a new player starts with. */
  playMoneyWelcome: {value: 20_000, unit: 'playMoney'},
  /** Play money an existing player may claim or top up to … */
  playMoneyTopUp: {value: 10_000, unit: 'playMoney'},
  /** … every this many hours … */
  playMoneyTopUpHours: {value: 4, unit: 'count'},
  /** … at most this many times a day. */
  playMoneyTopUpsPerDay: {value: 2, unit: 'count'},
  /** Streamer programme: average concurrent viewers … */
  streamerMinViewers: {value: 40, unit: 'count'},
  /** … over this many (rolling) months. */
  streamerMonths: {value: 3, unit: 'count'},
  /** Share of the streamed tables that must be on GGPoker. */
  streamerTableShare: {value: 50, unit: 'percent'},
  /** Share of a tournament that must be streamed with Streamer mode on. */
  streamerTournamentShare: {value: 80, unit: 'percent'},
  streamerCashback: {value: 100, unit: 'percent'},
} as const satisfies Record<string, Figure>;

export type FigureId = keyof typeof FIGURES;

/**
 * Figures an offer may state only together with an operator fact: the top Spin & Gold multiplier is a promise
 * only with its chance beside it. While the fact is unknown, an offer leaves the figure out (the writers' check,
 * rule `ajanlat-forras`, refuses it); pages that describe the game, not an offer, may still name it.
 */
export const FIGURE_NEEDS_FACT: Partial<Record<FigureId, FactName>> = {
  spinGoldMaxMultiplier: 'spinGoldTopMultiplierChance',
};

export function isFigureId(id: string): id is FigureId {
  return Object.hasOwn(FIGURES, id);
}
