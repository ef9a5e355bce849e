import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import type {ReactNode} from 'react';

import {type Ambassador, isIllustration} from '@site/src/data/ambassador';

import styles from './styles.module.css';

export interface ProfileBadgeProps {
  ambassador: Pick<Ambassador, 'profile'>;
  className?: string;
}

/** Wherever a made-up profile is shown, so nobody reads an illustration as a real endorsement. */
export default function ProfileBadge({ambassador, className}: ProfileBadgeProps): ReactNode {
  if (!isIllustration(ambassador)) return null;
  return (
    <span className={clsx(styles.badge, className)}>
      {translate({
        id: 'AMBASSADOR_ILLUSTRATION_BADGE',
        message: 'Fictional, illustrative profile',
        description: 'Label on a made-up ambassador profile (team page, home page, team menu, profile page)',
      })}
    </span>
  );
}
