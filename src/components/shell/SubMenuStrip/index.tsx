import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import React, {type ReactNode, useEffect, useId, useRef} from 'react';

import NavItemLink, {navLabel} from '@site/src/components/shell/nav/NavItemLink';
import TeamIllustrationNote from '@site/src/components/shell/nav/TeamIllustrationNote';
import {ambassadorPath} from '@site/src/data/ambassador';
import {navigation as defaultNavigation, type NavigationItem, TEAM_LANG_KEY} from '@site/src/data/navigation';
import {useAmbassadors} from '@site/src/hooks/useAmbassadors';
import {findActiveRoot, flattenVisible, showsSubMenuStrip} from '@site/src/lib/navigation';

import styles from './styles.module.css';

export interface SubMenuStripProps {
  /** Current site path (`/x/y/`). */
  path: string;
  items?: NavigationItem[];
  className?: string;
}

/**
 * Sub-menu strip: on every page except the home page (route names starting with
 * `index`), a horizontally scrolling row with the current root section's title and its visible
 * sub-items; the team section lists the ambassadors (after a note when any profile is made up). The current
 * page's link is scrolled into view.
 */
export default function SubMenuStrip({path, items = defaultNavigation, className}: SubMenuStripProps): ReactNode {
  const ambassadors = useAmbassadors();
  const listRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const root = showsSubMenuStrip(path) ? findActiveRoot(items, path) : null;

  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    const item = current.closest('li') ?? current;
    if (item.offsetLeft + item.offsetWidth > list.clientWidth) {
      list.scrollLeft = item.offsetLeft - 16;
    }
  }, [path]);

  if (!root) return null;

  const isTeam = root.langKey === TEAM_LANG_KEY;
  const links: ReactNode[] = isTeam
    ? [
        <TeamIllustrationNote key="note" ambassadors={ambassadors} className={styles.note} />,
        <li key="all" className={styles.item}>
          <Link to="/ggteam/" className={styles.link} aria-current={path === '/ggteam/' ? 'page' : undefined}>
            {translate({id: 'NAV_TEAM_SHOW_ALL', message: 'Show all'})}
          </Link>
        </li>,
        ...ambassadors.map(({slug, name}) => (
          <li key={slug} className={styles.item}>
            <Link
              to={ambassadorPath(slug)}
              className={styles.link}
              aria-current={ambassadorPath(slug) === path ? 'page' : undefined}
            >
              {name}
            </Link>
          </li>
        )),
      ]
    : flattenVisible(root).map((item) => (
        <li key={`${item.langKey}-${item.path}`} className={styles.item}>
          <NavItemLink item={item} path={path} className={styles.link} />
        </li>
      ));

  if (links.length === 0) return null;

  return (
    <nav
      className={clsx(styles.strip, className)}
      aria-labelledby={titleId}
      data-testid="sub-menu-strip"
      data-embed-part="sub-menu"
    >
      <div className={styles.inner}>
        <p id={titleId} className={styles.title}>
          {navLabel(root.langKey)}
        </p>
        <ul ref={listRef} className={styles.list}>
          {links}
        </ul>
      </div>
    </nav>
  );
}
