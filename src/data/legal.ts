/** The legal pages every promotion note links to (facts about the operator: src/data/operatorFacts.ts). */

export const LEGAL = {
  /** The welcome bonus and streamer cashback rules. */
  bonusTermsPath: '/bonus-terms/',
  responsibleGamingPath: '/responsible-gaming/',
} as const;
