import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {ambassadorPath, isIllustration} from '@site/src/data/ambassador';
import {useAmbassadors} from '@site/src/hooks/useAmbassadors';

export interface TeamLinksProps {
  path: string;
  showAllFirst?: boolean;
  classes: {note: string; item?: string; link: string};
}

/** In the compact menus a badge on every name would not fit: a short first item says the profiles are made up. */
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
