import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';

import AmbassadorPortrait from '@site/src/components/content/AmbassadorPortrait';
import {ambassadorPath} from '@site/src/data/ambassador';
import {useAmbassadors} from '@site/src/hooks/useAmbassadors';

import styles from './styles.module.css';

/**
 * The whole team as a grid of cards (portrait, name, one-line role), each linking to the profile. Generated from
 * the ambassadors' front matter, so a new `ggteam/<slug>.mdx` appears here without touching the page.
 */
export default function TeamRoster(): ReactNode {
  const ambassadors = useAmbassadors();
  return (
    <ul className={styles.roster}>
      {ambassadors.map(({slug, name, role}) => (
        <li key={slug} className={styles.item}>
          <Link to={ambassadorPath(slug)} className={styles.card}>
            <AmbassadorPortrait slug={slug} className={styles.portrait} />
            <span className={styles.name}>{name}</span>
            <span className={styles.role}>{role}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
