/**
 * The legal pages every promotion note links to. Facts about the operator (company, licence, authorities,
 * data controller) are in src/data/operatorFacts.ts.
 */

export const LEGAL = {
  /** The welcome bonus and streamer cashback rules. */
  bonusTermsPath: '/bonus-terms/',
  responsibleGamingPath: '/responsible-gaming/',
} as const;
