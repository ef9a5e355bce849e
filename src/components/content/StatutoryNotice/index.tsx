import type {ReactNode} from 'react';

import styles from './styles.module.css';
import StatutoryWording from './Wording';

/**
 * The statutory notice on its own, for a page that is itself about offers and needs no link to their terms
 * (the bonus terms page). Offers carry it through `<PromoNote />` or a tournament card's note.
 */
export default function StatutoryNotice(): ReactNode {
  return (
    <p className={styles.note}>
      <StatutoryWording />
    </p>
  );
}
