import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import React, {type ReactNode} from 'react';

import type {NavigationBadge} from '@site/src/data/navigation';

import styles from './styles.module.css';

function badgeText(badge: NavigationBadge): string {
  switch (badge) {
    case 'new':
      return translate({id: 'NAV_BADGE_NEW', message: 'New'});
    case 'hot':
      return translate({id: 'NAV_BADGE_HOT', message: 'Hot'});
    default:
      return translate({id: 'NAV_BADGE_LIVE', message: 'Live'});
  }
}

/** Small label beside a menu item; its class is `badge-{value}`, so the theme styles each badge kind by its value. */
export default function NavBadge({badge}: {badge: NavigationBadge | null}): ReactNode {
  if (!badge) return null;
  return (
    <span className={clsx(styles.badge, styles[`badge-${badge}`], `badge-${badge}`)} data-badge={badge}>
      {badgeText(badge)}
    </span>
  );
}
