import {type ReactNode, useEffect, useId, useRef} from 'react';

import NavItemLink, {navLabel} from '@site/src/components/shell/nav/NavItemLink';
import TeamLinks from '@site/src/components/shell/nav/TeamLinks';
import {navigation, TEAM_LANG_KEY} from '@site/src/data/navigation';
import {findActiveRoot, flattenVisible, showsSubMenuStrip} from '@site/src/lib/navigation';

import styles from './styles.module.css';

export default function SubMenuStrip({path}: {path: string}): ReactNode {
  const listRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const root = showsSubMenuStrip(path) ? findActiveRoot(navigation, path) : null;

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
  const links = isTeam ? [] : flattenVisible(root);
  if (!isTeam && links.length === 0) return null;

  return (
    <nav className={styles.strip} aria-labelledby={titleId} data-testid="sub-menu-strip" data-embed-part="sub-menu">
      <div className={styles.inner}>
        <p id={titleId} className={styles.title}>
          {navLabel(root.langKey)}
        </p>
        <ul ref={listRef} className={styles.list}>
          {isTeam ? (
            <TeamLinks path={path} showAllFirst classes={{note: styles.note, item: styles.item, link: styles.link}} />
          ) : (
            links.map((item) => (
              <li key={`${item.langKey}-${item.path}`} className={styles.item}>
                <NavItemLink item={item} path={path} className={styles.link} />
              </li>
            ))
          )}
        </ul>
      </div>
    </nav>
  );
}
