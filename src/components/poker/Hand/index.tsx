import clsx from 'clsx';
import type {ReactNode} from 'react';

import type {MdxProps} from '@site/src/components/defineMdxComponent';
import {CardFace} from '@site/src/components/poker/Card';
import cardStyles from '@site/src/components/poker/Card/styles.module.css';
import {BOARD_CARDS_LABEL, displayCards, type DisplayHand, HOLE_CARDS_LABEL} from '@site/src/lib/poker/cards';
import {parseHandOrThrow} from '@site/src/lib/poker/handNotation';

import type mdx from './mdx';
import styles from './styles.module.css';

interface Group {
  kind: 'hand' | 'hole' | 'board';
  shown: DisplayHand;
}

const CAPTIONS: Partial<Record<Group['kind'], string>> = {hole: HOLE_CARDS_LABEL, board: BOARD_CARDS_LABEL};

function accessibleName(groups: readonly Group[]): string {
  return groups.map(({kind, shown}) => (CAPTIONS[kind] ? `${CAPTIONS[kind]}: ${shown.label}` : shown.label)).join('; ');
}

/** An invalid or repeated card throws, so a typo cannot reach a visitor (see plugins/hand-notation). */
export default function Hand(props: MdxProps<typeof mdx>): ReactNode {
  const {cards, board, kind = 'hand', inline = false, fourColor = false} = props;
  const parsed = parseHandOrThrow(cards, board);
  const groups: Group[] =
    board === undefined
      ? [{kind, shown: displayCards(parsed.hole)}]
      : (
          [
            {kind: 'hole', shown: displayCards(parsed.hole)},
            {kind: 'board', shown: displayCards(parsed.board)},
          ] satisfies Group[]
        ).filter((group) => group.shown.cards.length > 0);
  return (
    <span
      role="img"
      aria-label={accessibleName(groups)}
      className={clsx(styles.hand, inline ? styles.inline : styles.block, fourColor && cardStyles.fourColor)}
    >
      {groups.map(({kind: groupKind, shown}) => {
        const caption = inline ? undefined : CAPTIONS[groupKind];
        return (
          <span key={groupKind} className={clsx(styles.group, groupKind === 'board' && styles.board)}>
            {caption ? <span className={styles.caption}>{caption}</span> : null}
            <span className={styles.cards}>
              {shown.cards.map((card) => (
                <CardFace
                  key={card.text}
                  card={card}
                  variant={inline ? 'inline' : 'full'}
                  hole={groupKind === 'hole'}
                />
              ))}
            </span>
          </span>
        );
      })}
    </span>
  );
}
