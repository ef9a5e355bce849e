import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';

import AmbassadorPortrait from '@site/src/components/content/AmbassadorPortrait';
import IllustrationNote from '@site/src/components/content/IllustrationNote';
import ProfileBadge from '@site/src/components/content/ProfileBadge';
import {ambassadorPath} from '@site/src/data/ambassador';
import {useAmbassadors} from '@site/src/hooks/useAmbassadors';

import styles from './styles.module.css';

export default function TeamRoster(): ReactNode {
  const ambassadors = useAmbassadors();
  return (
    <>
      <IllustrationNote ambassadors={ambassadors} />
      <ul className={styles.roster}>
        {ambassadors.map((ambassador) => (
          <li key={ambassador.slug} className={styles.item}>
            <Link to={ambassadorPath(ambassador.slug)} className={styles.card}>
              <AmbassadorPortrait slug={ambassador.slug} className={styles.portrait} />
              <span className={styles.name}>{ambassador.name}</span>
              <span className={styles.role}>{ambassador.role}</span>
              <ProfileBadge ambassador={ambassador} className={styles.badge} />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
