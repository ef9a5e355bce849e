import Translate from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {CONTACT, type ContactEmailKind} from '@site/src/data/contact';

export interface ContactEmailProps {
  kind: ContactEmailKind;
}

/**
 * An e-mail address from src/data/contact.ts as a mailto link. While the address is not filled in, the
 * visitor reads where to ask for it instead (the live chat or the client's help menu), never a guess.
 */
export default function ContactEmail({kind}: ContactEmailProps): ReactNode {
  const address = CONTACT.emails[kind];
  if (address) return <a href={`mailto:${address}`}>{address}</a>;
  return (
    <Translate id="CONTACT_EMAIL_ASK_SUPPORT">
      the address the support team gives you in the live chat or in the client's help menu
    </Translate>
  );
}
