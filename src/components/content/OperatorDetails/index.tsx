import Translate from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {LEGAL} from '@site/src/data/legal';

/**
 * Who operates the service, its licence and the dispute resolution body, from src/data/legal.ts. A fact
 * not filled in yet is never guessed: the visitor reads that the binding text is in the client's terms.
 */
export default function OperatorDetails(): ReactNode {
  const {operatorCompany, licence, disputeBody} = LEGAL;
  const known = [
    operatorCompany ? <li key="operator">{operatorCompany}</li> : null,
    licence ? <li key="licence">{`${licence.regulator}: ${licence.number}`}</li> : null,
    disputeBody ? <li key="dispute">{disputeBody}</li> : null,
  ].filter(Boolean);
  return (
    <>
      {known.length > 0 ? <ul>{known}</ul> : null}
      <p>
        <Translate id="OPERATOR_DETAILS_BINDING">
          The binding text, with the operating company, its licence and the dispute resolution body, is in the terms
          shown in the GGPoker client.
        </Translate>
      </p>
    </>
  );
}
