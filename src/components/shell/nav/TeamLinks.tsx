import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {ambassadorPath, isIllustration} from '@site/src/data/ambassador';
import {useAmbassadors} from '@site/src/hooks/useAmbassadors';

export interface TeamLinksProps {
  /** The site path the menu renders for: its link is marked as the current page. */
  path: string;
  /** The whole team's link (`/ggteam/`) before the names rather than after them. */
  showAllFirst?: boolean;
  classes: {note: string; item?: string; link: string};
}

/**
 * The team section's list items in the compact menus (mobile accordion, sub-menu strip): each ambassador's
 * profile and the whole team. Where a badge on every name would not fit, a short first item says the profiles
 * are made up (nothing when every profile is real).
 */
export default function TeamLinks({path, showAllFirst = false, classes}: TeamLinksProps): ReactNode {
  const ambassadors = useAmbassadors();
  const link = (to: string, label: string): ReactNode => (
    <li key={to} className={classes.item}>
      <Link to={to} className={classes.link} aria-current={to === path ? 'page' : undefined}>
        {label}
      </Link>
    </li>
  );
  const showAll = link('/ggteam/', translate({id: 'NAV_TEAM_SHOW_ALL', message: 'Show all'}));
  return (
    <>
      {ambassadors.some(isIllustration) && (
        <li className={classes.note}>
          {translate({
            id: 'AMBASSADOR_ILLUSTRATION_MENU_NOTE',
            message: 'Fictional, illustrative profiles',
            description: 'Mobile menu and sub-menu strip: note beside the names of made-up ambassador profiles',
          })}
        </li>
      )}
      {showAllFirst && showAll}
      {ambassadors.map(({slug, name}) => link(ambassadorPath(slug), name))}
      {!showAllFirst && showAll}
    </>
  );
}
