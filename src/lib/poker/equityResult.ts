/**
 * Win / tie counts of a heads-up all-in and the equities derived from them.
 */

export interface EquityResult {
  /** Number of boards enumerated. */
  readonly boards: number;
  /** Boards on which player 1 wins. */
  readonly wins1: number;
  /** Boards on which player 2 wins. */
  readonly wins2: number;
  /** Boards that split the pot. */
  readonly ties: number;
}

/** Equity of player 1 (wins plus half of the ties) between 0 and 1. */
export function equity1(result: EquityResult): number {
  return (result.wins1 + result.ties / 2) / result.boards;
}

/** Equity of player 2 (wins plus half of the ties) between 0 and 1. */
export function equity2(result: EquityResult): number {
  return (result.wins2 + result.ties / 2) / result.boards;
}
