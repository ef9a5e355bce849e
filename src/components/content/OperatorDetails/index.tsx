import Translate from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {type FactName, factValue} from '@site/src/data/operatorFacts';

const ROWS: {fact: FactName; label: ReactNode}[] = [
  {fact: 'operatorCompany', label: <Translate id="OPERATOR_DETAILS_COMPANY">Operator</Translate>},
  {fact: 'operatorAddress', label: <Translate id="OPERATOR_DETAILS_ADDRESS">Registered office</Translate>},
  {fact: 'licenceNumber', label: <Translate id="OPERATOR_DETAILS_LICENCE">Licence number</Translate>},
  {fact: 'licensingAuthority', label: <Translate id="OPERATOR_DETAILS_LICENSOR">Licensed by</Translate>},
  {fact: 'supervisoryAuthority', label: <Translate id="OPERATOR_DETAILS_SUPERVISOR">Supervised by</Translate>},
  {
    fact: 'disputeResolutionBody',
    label: <Translate id="OPERATOR_DETAILS_DISPUTE_BODY">Alternative dispute resolution</Translate>,
  },
];

export default function OperatorDetails(): ReactNode {
  const rows = ROWS.flatMap(({fact, label}) => {
    const value = factValue(fact);
    return value === undefined ? [] : [{fact, label, value}];
  });
  if (rows.length === 0) return null;
  return (
    <dl>
      {rows.map(({fact, label, value}) => (
        <div key={fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
