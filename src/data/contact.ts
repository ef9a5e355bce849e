/**
 * How each kind of question reaches the support team. Addresses and response times that are not known to
 * the content team stay `null`; `<ContactEmail>` then tells the visitor the honest route (ask in the chat
 * or the client) instead of showing a guessed address. A support editor fills them in here, once.
 */

export type ContactEmailKind = 'support' | 'talent' | 'partners';

/** The ways a question reaches the team. */
export type ContactChannel = 'chat' | 'helpCentre' | 'email';

export interface ContactFacts {
  emails: Record<ContactEmailKind, string | null>;
  /** Published response time per channel, as a visitor reads it ("24 órán belül"); null until published. */
  responseTimes: Record<ContactChannel, string | null>;
}

export const CONTACT: ContactFacts = {
  emails: {
    /** Customer support by e-mail. */
    support: null,
    /** The talent team that approves streamers for the Streamer mode. */
    talent: null,
    /** Affiliate and partner enquiries. */
    partners: null,
  },
  responseTimes: {
    chat: null,
    helpCentre: null,
    email: null,
  },
};
