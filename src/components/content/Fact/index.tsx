import type {ReactNode} from 'react';

import {textFromOutput} from '@site/src/components/kit/plainText';
import {type FactName, factValue, OPERATOR_FACTS} from '@site/src/data/operatorFacts';

/** An unknown fact renders nothing, so a writer puts the sentence around it in `<WhenKnown>`. */
export default function Fact({name}: {name: FactName}): ReactNode {
  const value = factValue(name);
  if (value === undefined) return null;
  return OPERATOR_FACTS[name].kind === 'email' ? <a href={`mailto:${value}`}>{value}</a> : value;
}

// Structured data (an FAQ answer) reads what it shows, not its children.
textFromOutput(Fact);
