import clsx from 'clsx';
import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import {type DisplayCard, displayCard} from '@site/src/lib/poker/cards';
import {parseHandOrThrow} from '@site/src/lib/poker/handNotation';

import type mdx from './mdx';
import styles from './styles.module.css';
import {SUIT_KEYS, SUIT_PATHS} from './suitPaths';

export interface CardFaceProps {
  card: DisplayCard;
  variant: 'full' | 'inline';
  hole?: boolean;
}

function Pip({suit, x, y, size}: {suit: DisplayCard['suit']; x: number; y: number; size: number}): ReactNode {
  return <path d={SUIT_PATHS[suit]} transform={`translate(${x} ${y}) scale(${size / 100})`} />;
}

/** Hidden from assistive technology: the enclosing Card or Hand names it. */
export function CardFace({card, variant, hole = false}: CardFaceProps): ReactNode {
  const className = clsx(styles.face, styles[variant], styles[SUIT_KEYS[card.suit]], hole && styles.hole);
  if (variant === 'inline') {
    return (
      <svg className={className} viewBox="0 0 36 50" aria-hidden="true" focusable="false">
        <rect className={styles.paper} x="1" y="1" width="34" height="48" rx="5" />
        <text className={styles.rank} x="18" y="22" textAnchor="middle" fontSize={card.rank === '10' ? 17 : 20}>
          {card.rank}
        </text>
        <Pip suit={card.suit} x={9} y={27} size={18} />
      </svg>
    );
  }
  return (
    <svg className={className} viewBox="0 0 60 84" aria-hidden="true" focusable="false">
      <rect className={styles.paper} x="1" y="1" width="58" height="82" rx="6" />
      <text className={styles.rank} x="7" y="21" fontSize={card.rank === '10' ? 17 : 20}>
        {card.rank}
      </text>
      <Pip suit={card.suit} x={7} y={26} size={13} />
      <Pip suit={card.suit} x={20} y={38} size={32} />
    </svg>
  );
}

export default function Card({card, inline = false, fourColor = false}: MdxProps<typeof mdx>): ReactNode {
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
