import Translate from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {CONTACT, type ContactChannel} from '@site/src/data/contact';

export interface ResponseTimeProps {
  channel: ContactChannel;
}

/**
 * The published response time of a support channel (src/data/contact.ts). Until support publishes one,
 * the visitor reads that the team tells them, never an invented promise.
 */
export default function ResponseTime({channel}: ResponseTimeProps): ReactNode {
  const time = CONTACT.responseTimes[channel];
  if (time) return time;
  return (
    <Translate id="CONTACT_RESPONSE_TIME_UNPUBLISHED">
      the support team tells you when it confirms your request
    </Translate>
  );
}
