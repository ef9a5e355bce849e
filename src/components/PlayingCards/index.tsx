import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {displayHand} from '../../lib/poker/cardDisplay';
import styles from './styles.module.css';

export interface PlayingCardsProps {
  /** Cards in the notation src/lib/poker parses, e.g. "A♠ K♠". */
  text: string;
}

/**
 * A hand of cards: suit symbols on white chips for the eye (red for hearts and
 * diamonds), the Hungarian card names for screen readers.
 */
export default function PlayingCards({text}: PlayingCardsProps): ReactNode {
  const hand = displayHand(text);
  return (
    <span className={styles.hand}>
      <span aria-hidden="true">
        {hand.cards.map((card, i) => (
          <React.Fragment key={card.text}>
            {i > 0 && ' '}
            <span className={clsx(styles.card, card.isRed && styles.red)}>{card.text}</span>
          </React.Fragment>
        ))}
      </span>
      {/* The enclosing scroller is `position: relative`, so this hidden text cannot widen the page. */}
      <span className="visually-hidden">{hand.label}</span>
    </span>
  );
}
