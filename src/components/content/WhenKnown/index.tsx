import type {ReactNode} from 'react';

import {textFromOutput} from '@site/src/components/kit/plainText';
import {type FactName, factValue} from '@site/src/data/operatorFacts';

/**
 * Shows its content only once the operator fact is supplied (src/data/operatorFacts.ts). Until then the
 * row, sentence or section is simply left out: a visitor never reads a placeholder in place of a fact.
 */
export default function WhenKnown({fact, children}: {fact: FactName; children?: ReactNode}): ReactNode {
  return factValue(fact) === undefined ? null : children;
}

// Structured data (an FAQ answer) reads what it shows, not its children.
textFromOutput(WhenKnown);
