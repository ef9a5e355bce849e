import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import React, {type MouseEvent, type ReactNode, useId, useRef, useState} from 'react';

import DownloadButton from '@site/src/components/download/DownloadButton';
import Modal from '@site/src/components/kit/Modal';
import {navLabel} from '@site/src/components/shell/nav/label';
import NavBadge from '@site/src/components/shell/nav/NavBadge';
import NavItemLink from '@site/src/components/shell/nav/NavItemLink';
import NavTree from '@site/src/components/shell/nav/NavTree';
import TeamIllustrationNote from '@site/src/components/shell/nav/TeamIllustrationNote';
import {useSitePath} from '@site/src/components/shell/nav/useSitePath';
import RegionSelector from '@site/src/components/shell/RegionSelector';
import UtilityMenu from '@site/src/components/shell/UtilityMenu';
import {ambassadorPath} from '@site/src/data/ambassador';
import {navigation as defaultNavigation, type NavigationItem, TEAM_LANG_KEY} from '@site/src/data/navigation';
import {regionalSettings} from '@site/src/data/regionalSettings';
import {useAmbassadors} from '@site/src/hooks/useAmbassadors';
import {findActiveRoot, isCurrentPage, panelId, visibleItems} from '@site/src/lib/navigation';

import styles from './styles.module.css';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  items?: NavigationItem[];
}

function SectionLinks({item, path}: {item: NavigationItem; path: string}): ReactNode {
  const ambassadors = useAmbassadors();
  if (item.langKey === TEAM_LANG_KEY) {
    return (
      <ul className={styles.subList}>
        <TeamIllustrationNote ambassadors={ambassadors} className={styles.subNote} />
        {ambassadors.map(({slug, name}) => (
          <li key={slug}>
            <Link
              to={ambassadorPath(slug)}
              className={styles.subLink}
              aria-current={ambassadorPath(slug) === path ? 'page' : undefined}
            >
              {name}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/ggteam/" className={styles.subLink} aria-current={path === '/ggteam/' ? 'page' : undefined}>
            {translate({id: 'NAV_TEAM_SHOW_ALL', message: 'Show all'})}
          </Link>
        </li>
      </ul>
    );
  }
  return (
    <NavTree
      item={item}
      path={path}
      classes={{list: styles.subList, link: styles.subLink, subList: styles.subSubList, subLink: styles.subLink}}
    />
  );
}

/**
 * Collapsed mobile menu: a full-screen modal whose inner holder slides in from the
 * left with the sign-up link, a close button, an accordion of the navigation (disclosure buttons),
 * the utility links, the region selector (when supported) and the Download button. It closes on
 * any link click, on the close button, and on a click outside the holder (Escape and a swipe to
 * the left also close it, from the modal).
 */
export default function MobileMenu({open, onClose, items = defaultNavigation}: MobileMenuProps): ReactNode {
  const path = useSitePath();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const activeKey = findActiveRoot(items, path)?.langKey ?? null;
  const [expanded, setExpanded] = useState<string | null>(activeKey);

  // Each time the menu opens, the current section is the one unfolded.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setExpanded(activeKey);
  }

  const onHolderClick = (event: MouseEvent<HTMLDivElement>): void => {
    if ((event.target as Element).closest('a[href]')) onClose();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      variant="fullscreen"
      lockScroll
      className={styles.dialog}
      initialFocusRef={closeRef}
      swipeToClose="left"
    >
      <div
        className={styles.holder}
        role="presentation"
        data-modal-holder=""
        data-testid="mobile-menu-holder"
        onClick={onHolderClick}
      >
        <div className={styles.head}>
          <h2 id={titleId} className="visually-hidden">
            {translate({id: 'MENU_TITLE', message: 'Menu'})}
          </h2>
          <DownloadButton variant="bare" className={styles.signUp}>
            {translate({id: 'SIGN_UP', message: 'Sign up'})}
          </DownloadButton>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={translate({id: 'MENU_CLOSE', message: 'Close menu'})}
            onClick={onClose}
          >
            <span className={styles.closeIcon} aria-hidden="true" />
          </button>
        </div>
        <nav className={styles.nav} aria-label={translate({id: 'NAV_MAIN_LABEL', message: 'Main menu'})}>
          <ul className={styles.list}>
            {visibleItems(items).map((item) => {
              const key = item.langKey;
              if (!item.showSubArea) {
                return (
                  <li key={key} className={styles.entry}>
                    <NavItemLink item={item} className={styles.entryLink} current={isCurrentPage(item, path)}>
                      {navLabel(key)}
                      <NavBadge badge={item.badge} />
                    </NavItemLink>
                  </li>
                );
              }
              const isOpen = expanded === key;
              const id = `mobile-${panelId(item)}`;
              return (
                <li key={key} className={styles.entry} data-active={key === activeKey ? 'true' : undefined}>
                  <button
                    type="button"
                    className={styles.entryButton}
                    aria-expanded={isOpen}
                    aria-controls={id}
                    onClick={() => setExpanded(isOpen ? null : key)}
                  >
                    {navLabel(key)}
                    <NavBadge badge={item.badge} />
                    <span className={styles.chevron} aria-hidden="true" />
                  </button>
                  <div id={id} className={styles.section} hidden={!isOpen}>
                    <SectionLinks item={item} path={path} />
                  </div>
                </li>
              );
            })}
          </ul>
        </nav>
        <UtilityMenu variant="list" className={styles.utility} />
        {regionalSettings.isSupportRegionSelector && <RegionSelector variant="side" className={styles.region} />}
        <DownloadButton variant="block" className={styles.download} />
      </div>
    </Modal>
  );
}
