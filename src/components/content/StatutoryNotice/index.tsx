import type {ReactNode} from 'react';

import styles from './styles.module.css';
import StatutoryWording from './Wording';

/**
 * The statutory notice on its own, where a link to the bonus terms would not fit: on the bonus terms page itself,
 * and on a promotion card whose rules are elsewhere (play money). Offers carry it through `<PromoNote />` or a
 * tournament card's note.
 */
export default function StatutoryNotice(): ReactNode {
  return (
    <p className={styles.note}>
      <StatutoryWording />
    </p>
  );
}
