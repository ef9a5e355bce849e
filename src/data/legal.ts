/**
 * Legal facts the pages name. The operator company, its licence and regulator are not known to the content
 * team: they stay `null` until a compliance editor fills them in, and the pages then say that the binding
 * text is in the terms shown in the GGPoker client. Never fill a field with a guess.
 */

export interface LegalFacts {
  /** Registered name of the company operating the service for Hungarian players. */
  operatorCompany: string | null;
  /** Licence number and the authority that issued it. */
  licence: {number: string; regulator: string} | null;
  /** The alternative dispute resolution body in charge since the last terms update. */
  disputeBody: string | null;
  /** Where the site's own summary of the terms lives. */
  termsPath: '/terms-conditions/';
  /** Date the terms were last updated (ISO), as announced. */
  termsUpdated: '2025-08-14';
}

export const LEGAL: LegalFacts = {
  operatorCompany: null,
  licence: null,
  disputeBody: null,
  termsPath: '/terms-conditions/',
  termsUpdated: '2025-08-14',
};
