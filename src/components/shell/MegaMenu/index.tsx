import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import {type CSSProperties, memo, type ReactNode, useCallback, useEffect, useRef, useState} from 'react';

import AmbassadorPortrait from '@site/src/components/content/AmbassadorPortrait';
import ProfileBadge from '@site/src/components/content/ProfileBadge';
import {usePopoverDrive} from '@site/src/components/kit/popover';
import NavItemLink, {NavBadge, navLabel, NavTree} from '@site/src/components/shell/nav/NavItemLink';
import {ambassadorPath} from '@site/src/data/ambassador';
import {navigation, type NavigationItem, TEAM_LANG_KEY} from '@site/src/data/navigation';
import {useAmbassadors} from '@site/src/hooks/useAmbassadors';
import {findActiveRoot, panelId, visibleItems} from '@site/src/lib/navigation';

import styles from './styles.module.css';

// The panels are memoised: their content depends only on the menu data and the path, so a re-render of the menu
// (the underline bar following the pointer) does not re-render their links (about 250 components).
const TeamPanel = memo(function TeamPanel({path}: {path: string}): ReactNode {
  const ambassadors = useAmbassadors();
  return (
    <>
      <ul className={styles.teamList}>
        {ambassadors.map((ambassador) => {
          const {slug, name} = ambassador;
          const href = ambassadorPath(slug);
          return (
            <li key={slug}>
              <Link to={href} className={styles.teamLink} aria-current={href === path ? 'page' : undefined}>
                <AmbassadorPortrait slug={slug} className={styles.teamImage} />
                <span className={styles.teamName}>{name}</span>
                <ProfileBadge ambassador={ambassador} />
              </Link>
            </li>
          );
        })}
      </ul>
      <Link to="/ggteam/" className={styles.showAll} aria-current={path === '/ggteam/' ? 'page' : undefined}>
        {translate({id: 'NAV_TEAM_SHOW_ALL', message: 'Show all'})}
      </Link>
    </>
  );
});

const PANEL_CLASSES = {
  list: styles.panelList,
  item: styles.panelItem,
  link: styles.panelLink,
  subList: styles.subList,
  subLink: styles.subLink,
};

const LinksPanel = memo(function LinksPanel({item, path}: {item: NavigationItem; path: string}): ReactNode {
  return <NavTree item={item} path={path} classes={PANEL_CLASSES} />;
});

function PanelItem({item, path, setTrigger}: {item: NavigationItem; path: string; setTrigger: TriggerRef}): ReactNode {
  const key = item.langKey;
  const id = panelId(item);
  const panel = useRef<HTMLDivElement>(null);
  // A hover-opened panel closes when the pointer leaves its item; a pressed one stays until closed.
  const drive = usePopoverDrive(panel, {hover: {closeDelayMs: 0}, resetKey: path});
  return (
    <div className={styles.host} {...drive.hostProps}>
      <button
        ref={setTrigger(key)}
        type="button"
        className={styles.trigger}
        popoverTarget={id}
        onClick={drive.onTriggerClick}
      >
        {navLabel(key)}
        <NavBadge badge={item.badge} />
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div ref={panel} id={id} popover="auto" className={styles.panel}>
        <div className={styles.panelInner}>
          {key === TEAM_LANG_KEY ? <TeamPanel path={path} /> : <LinksPanel item={item} path={path} />}
        </div>
      </div>
    </div>
  );
}

type TriggerRef = (key: string) => (element: HTMLElement | null) => void;

/**
 * The disclosure navigation pattern: each panel is a `popover` its button opens by itself from the first paint.
 * Hover or focus slides the underline bar under an item; afterwards it returns to the current section's item.
 */
export default function MegaMenu({path, className}: {path: string; className?: string}): ReactNode {
  const roots = visibleItems(navigation);
  const activeKey = findActiveRoot(navigation, path)?.langKey ?? null;
  const navRef = useRef<HTMLElement>(null);
  const [marked, setMarked] = useState<string | null>(null);
  const [bar, setBar] = useState<{x: number; width: number} | null>(null);
  const barRef = useRef<HTMLSpanElement>(null);
  const triggers = useRef(new Map<string, HTMLElement>());
  const focusedKey = useRef<string | null>(null);
  const barTarget = marked ?? activeKey;

  const setTrigger = useCallback<TriggerRef>(
    (key) => (element) => {
      if (element) triggers.current.set(key, element);
      else triggers.current.delete(key);
    },
    [],
  );

  useEffect(() => {
    const measure = (): void => {
      const trigger = barTarget ? triggers.current.get(barTarget) : undefined;
      const origin = barRef.current?.offsetParent ?? navRef.current;
      if (!trigger || !origin) {
        setBar(null);
        return;
      }
      const rect = trigger.getBoundingClientRect();
      const base = origin.getBoundingClientRect();
      setBar({x: rect.left - base.left, width: rect.width});
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [barTarget]);

  // A new page unmarks every item (each panel closes itself).
  const [markedOnPath, setMarkedOnPath] = useState(path);
  if (markedOnPath !== path) {
    setMarkedOnPath(path);
    setMarked(null);
  }

  const barStyle = bar ? ({'--bar-x': `${bar.x}px`, '--bar-width': `${bar.width}px`} as CSSProperties) : undefined;

  return (
    <nav
      ref={navRef}
      className={clsx(styles.nav, className)}
      aria-label={translate({id: 'NAV_MAIN_LABEL', message: 'Main menu'})}
      onBlur={(event) => {
        if (navRef.current?.contains(event.relatedTarget)) return;
        focusedKey.current = null;
        setMarked(null);
      }}
    >
      <ul
        className={styles.list}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') setMarked(focusedKey.current);
        }}
      >
        {roots.map((item) => {
          const key = item.langKey;
          return (
            <li
              key={key}
              className={clsx(styles.item, key === activeKey && styles.active)}
              data-active={key === activeKey ? 'true' : undefined}
              data-marked={key === barTarget ? 'true' : undefined}
              onPointerEnter={(event) => {
                if (event.pointerType === 'mouse') setMarked(key);
              }}
              onFocus={() => {
                focusedKey.current = key;
                setMarked(key);
              }}
            >
              {item.showSubArea ? (
                <PanelItem item={item} path={path} setTrigger={setTrigger} />
              ) : (
                <span ref={setTrigger(key)} className={styles.linkWrap}>
                  <NavItemLink item={item} path={path} className={styles.trigger} externalMark={false} />
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <span
        ref={barRef}
        className={clsx(styles.bar, bar && styles.barShown)}
        style={barStyle}
        data-bar-target={barTarget ?? undefined}
        aria-hidden="true"
      />
    </nav>
  );
}
