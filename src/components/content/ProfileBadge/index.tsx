import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import type {ReactNode} from 'react';

import {type Ambassador, isIllustration} from '@site/src/data/ambassador';

import styles from './styles.module.css';

export interface ProfileBadgeProps {
  ambassador: Pick<Ambassador, 'profile'>;
  className?: string;
}

/**
 * The visible „Kitalált, szemléltető profil” label of a made-up ambassador, wherever the profile is shown, so
 * nobody reads an illustration as a real endorsement. A contracted (real) ambassador gets no label.
 */
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
