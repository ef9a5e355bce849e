import React, {type ReactNode, useId} from 'react';
import clsx from 'clsx';
import {displayHand} from '../../lib/poker/cardDisplay';
import {CATEGORY_NAMES_HU} from '../../lib/poker/categoryNamesHu';
import {handCategoryStats, TOTAL_FIVE_CARD_HANDS} from '../../lib/poker/handCategories';
import {HAND_EXAMPLES} from '../../lib/poker/handExamples';
import {
  formatInteger,
  formatOddsAgainst,
  formatProbabilityPercent,
} from '../../lib/poker/formatHu';
import styles from './styles.module.css';

function Hand({text}: {text: string}): ReactNode {
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
      <span className={styles.srOnly}>{hand.label}</span>
    </span>
  );
}

/**
 * The ten 5-card hand categories, strongest first, with combination counts
 * and probabilities computed by src/lib/poker (nothing typed by hand).
 */
export default function HandRankingsTable(): ReactNode {
  const captionId = useId();
  const rows = handCategoryStats();
  return (
    <div className={styles.wrapper} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          A pókerkezek erősorrendje és gyakorisága (összesen {formatInteger(TOTAL_FIVE_CARD_HANDS)}{' '}
          lehetséges ötlapos kéz)
        </caption>
        <thead>
          <tr>
            <th scope="col">Helyezés</th>
            <th scope="col">Kéz</th>
            <th scope="col">Példa</th>
            <th scope="col" className={styles.num}>
              Kombinációk
            </th>
            <th scope="col" className={styles.num}>
              Valószínűség
            </th>
            <th scope="col" className={styles.num}>
              Ilyen vagy erősebb
            </th>
            <th scope="col" className={styles.num}>
              Esély ellene
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const names = CATEGORY_NAMES_HU[row.category];
            return (
              <tr key={row.category} data-category={row.category}>
                <td className={styles.rank}>{index + 1}.</td>
                <th scope="row" className={styles.name}>
                  {names.name}
                  <span className={styles.alias}> ({names.alias})</span>
                </th>
                <td>
                  <Hand text={HAND_EXAMPLES[row.category]} />
                </td>
                <td className={styles.num}>{formatInteger(row.combinations)}</td>
                <td className={styles.num}>{formatProbabilityPercent(row.probabilityValue)}</td>
                <td className={styles.num}>{formatProbabilityPercent(row.cumulativeProbabilityValue)}</td>
                <td className={styles.num}>{formatOddsAgainst(row.oddsAgainst)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Összesen
            </th>
            <td className={styles.num}>{formatInteger(TOTAL_FIVE_CARD_HANDS)}</td>
            <td className={styles.num}>{formatProbabilityPercent(1)}</td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
