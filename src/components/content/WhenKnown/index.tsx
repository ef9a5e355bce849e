import type {ReactNode} from 'react';

import {textFromOutput} from '@site/src/components/kit/plainText';
import {type FactName, factValue} from '@site/src/data/operatorFacts';

/** Until the operator fact is supplied its content is left out: a visitor never reads a placeholder. */
export default function WhenKnown({fact, children}: {fact: FactName; children?: ReactNode}): ReactNode {
  return factValue(fact) === undefined ? null : children;
}

// Structured data (an FAQ answer) reads what it shows, not its children.
textFromOutput(WhenKnown);
