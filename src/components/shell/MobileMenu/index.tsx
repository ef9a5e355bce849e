import {translate} from '@docusaurus/Translate';
import {type ReactNode, type RefObject, useEffect, useId, useRef} from 'react';

import {SWIPE_CLOSES_ATTRIBUTE} from '@site/src/boot/swipeToClose';
import DownloadButton from '@site/src/components/download/DownloadButton';
import NavItemLink, {NavBadge, navLabel, NavTree} from '@site/src/components/shell/nav/NavItemLink';
import {useSitePath} from '@site/src/components/shell/nav/renderedPathname';
import TeamLinks from '@site/src/components/shell/nav/TeamLinks';
import RegionSelector from '@site/src/components/shell/RegionSelector';
import UtilityMenu from '@site/src/components/shell/UtilityMenu';
import {navigation, type NavigationItem, TEAM_LANG_KEY} from '@site/src/data/navigation';
import {regionalSettings} from '@site/src/data/regionalSettings';
import {findActiveRoot, visibleItems} from '@site/src/lib/navigation';

import styles from './styles.module.css';

/** The header's toggle opens it with an invoker command (`command="show-modal"`). */
export const MOBILE_MENU_ID = 'site-menu';

/** The desktop breakpoint: the toggle is gone from here. */
const DESKTOP_QUERY = '(min-width: 1244px)';

function SectionLinks({item, path}: {item: NavigationItem; path: string}): ReactNode {
  if (item.langKey === TEAM_LANG_KEY) {
    return (
      <ul className={styles.subList}>
        <TeamLinks path={path} classes={{note: styles.subNote, link: styles.subLink}} />
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

/** A client-side navigation keeps the page: a chosen link, a new page and the desktop layout close the menu. */
function useCloseWhenDone(dialog: RefObject<HTMLDialogElement | null>, path: string): void {
  // A new page closes it; the first render is no new page (a menu opened before hydration stays open).
  const openedOn = useRef(path);
  useEffect(() => {
    if (openedOn.current === path) return;
    openedOn.current = path;
    dialog.current?.close();
  }, [dialog, path]);
  useEffect(() => {
    const element = dialog.current;
    const onClick = (event: MouseEvent): void => {
      if ((event.target as Element).closest('a[href]')) element?.close();
    };
    element?.addEventListener('click', onClick);
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
    const onResize = (): void => {
      if (query?.matches) element?.close();
    };
    query?.addEventListener('change', onResize);
    return () => {
      element?.removeEventListener('click', onClick);
      query?.removeEventListener('change', onResize);
    };
  }, [dialog]);
}

/**
 * A native modal `<dialog>` in the page's HTML, opened by the header's toggle by itself (invoker commands), so the
 * first tap works before the app runs; a swipe to the left (the boot script) closes it too.
 */
export default function MobileMenu(): ReactNode {
  const path = useSitePath();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const activeKey = findActiveRoot(navigation, path)?.langKey ?? null;
  useCloseWhenDone(dialog, path);

  return (
    <dialog
      ref={dialog}
      id={MOBILE_MENU_ID}
      className={styles.dialog}
      aria-labelledby={titleId}
      closedby="any"
      {...{[SWIPE_CLOSES_ATTRIBUTE]: 'left'}}
    >
      <div className={styles.holder} data-testid="mobile-menu-holder">
        <div className={styles.head}>
          <h2 id={titleId} className="visually-hidden">
            {translate({id: 'MENU_TITLE', message: 'Menu'})}
          </h2>
          <DownloadButton variant="bare" className={styles.signUp}>
            {translate({id: 'SIGN_UP', message: 'Sign up'})}
          </DownloadButton>
          <button
            type="button"
            className={styles.close}
            aria-label={translate({id: 'MENU_CLOSE', message: 'Close menu'})}
            {...{commandfor: MOBILE_MENU_ID, command: 'close'}}
          >
            <span className={styles.closeIcon} aria-hidden="true" />
          </button>
        </div>
        <nav className={styles.nav} aria-label={translate({id: 'NAV_MOBILE_MAIN_LABEL', message: 'Mobile main menu'})}>
          {/* A new page unfolds its own section: the list is made anew for it. */}
          <ul key={path} className={styles.list}>
            {visibleItems(navigation).map((item) => {
              const key = item.langKey;
              if (!item.showSubArea) {
                return (
                  <li key={key} className={styles.entry}>
                    <NavItemLink item={item} path={path} className={styles.entryLink} />
                  </li>
                );
              }
              return (
                <li key={key} className={styles.entry} data-active={key === activeKey ? 'true' : undefined}>
                  <details name="site-menu-section" open={key === activeKey}>
                    <summary className={styles.entryButton}>
                      {navLabel(key)}
                      <NavBadge badge={item.badge} />
                      <span className={styles.chevron} aria-hidden="true" />
                    </summary>
                    <div className={styles.sectionLinks}>
                      <SectionLinks item={item} path={path} />
                    </div>
                  </details>
                </li>
              );
            })}
          </ul>
        </nav>
        <UtilityMenu variant="list" className={styles.utility} />
        {regionalSettings.isSupportRegionSelector && <RegionSelector variant="side" className={styles.region} />}
        <DownloadButton variant="block" className={styles.download} />
      </div>
    </dialog>
  );
}
