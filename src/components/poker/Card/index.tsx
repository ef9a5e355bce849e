import clsx from 'clsx';
import type {ReactNode} from 'react';

import {displayCard} from '@site/src/lib/poker/cardDisplay';
import {parseHandOrThrow} from '@site/src/lib/poker/handNotation';

import CardFace from './CardFace';
import styles from './styles.module.css';

export interface CardProps {
  /** One card in the short notation: "As", "Td", "10h", "A♠". */
  card: string;
  /** A small card that sits in a line of text. */
  inline?: boolean;
  /** Four-colour deck: diamonds blue, clubs green. */
  fourColor?: boolean;
}

/** One playing card drawn as SVG, named in Hungarian for screen readers ("pikk ász"). */
export default function Card({card, inline = false, fourColor = false}: CardProps): ReactNode {
  const {hole} = parseHandOrThrow(card);
  if (hole.length !== 1) throw new Error(`<Card card="${card}">: exactly one card expected`);
  const shown = displayCard(hole[0]);
  return (
    <span
      role="img"
      aria-label={shown.name}
      className={clsx(styles.single, inline && styles.inlineRow, fourColor && styles.fourColor)}
    >
      <CardFace card={shown} variant={inline ? 'inline' : 'full'} />
    </span>
  );
}
