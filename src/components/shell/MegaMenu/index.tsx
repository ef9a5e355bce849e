import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import React, {
  type CSSProperties,
  type FocusEvent,
  memo,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

import ProfileBadge from '@site/src/components/content/ProfileBadge';
import {useDisclosure} from '@site/src/components/kit/useDisclosure';
import {navLabel} from '@site/src/components/shell/nav/label';
import NavBadge from '@site/src/components/shell/nav/NavBadge';
import NavItemLink from '@site/src/components/shell/nav/NavItemLink';
import NavTree from '@site/src/components/shell/nav/NavTree';
import {ambassadorNavImage, ambassadorPath} from '@site/src/data/ambassador';
import {type NavigationItem, TEAM_LANG_KEY} from '@site/src/data/navigation';
import {useAmbassadors} from '@site/src/hooks/useAmbassadors';
import {findActiveRoot, isCurrentPage, panelId, visibleItems} from '@site/src/lib/navigation';

import styles from './styles.module.css';

export interface MegaMenuProps {
  items: NavigationItem[];
  /** Current site path (`/x/y/`). */
  path: string;
  className?: string;
}

interface Bar {
  x: number;
  width: number;
}

// The panels are memoised: their content depends only on the menu data and the path, so opening a panel, or
// the `hidden` the disclosure adds once the page has hydrated, re-renders the panel element and not its links
// (about 250 components on every page load otherwise).
const TeamPanel = memo(function TeamPanel({path}: {path: string}): ReactNode {
  const ambassadors = useAmbassadors();
  const {withBaseUrl} = useBaseUrlUtils();
  return (
    <>
      <ul className={styles.teamList}>
        {ambassadors.map((ambassador) => {
          const {slug, name} = ambassador;
          const href = ambassadorPath(slug);
          return (
            <li key={slug}>
              <Link to={href} className={styles.teamLink} aria-current={href === path ? 'page' : undefined}>
                <img
                  className={styles.teamImage}
                  src={withBaseUrl(ambassadorNavImage(slug))}
                  width={192}
                  height={192}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
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

/**
 * Desktop main menu, the WAI-ARIA APG disclosure navigation pattern: items with a sub-area are
 * buttons (`aria-expanded`, `aria-controls`) that open their panel on click, Enter/Space or mouse
 * hover; Escape closes the panel and returns focus to its button; focus leaving the menu or a
 * click outside closes it. Hover or focus marks an item and slides the underline bar under it;
 * afterwards the bar returns to the current section's item.
 *
 * Without JavaScript the panels' links are still in the HTML: the panels only get `hidden` after
 * hydration, and until then CSS shows a panel on hover or keyboard focus inside its item.
 */
export default function MegaMenu({items, path, className}: MegaMenuProps): ReactNode {
  const roots = visibleItems(items);
  const activeKey = findActiveRoot(items, path)?.langKey ?? null;
  // A hover-opened panel closes when the pointer leaves its item; a pressed one stays until closed.
  const navRef = useRef<HTMLElement>(null);
  const disclosure = useDisclosure<string>({rootRef: navRef, resetKey: path, escapeAnywhere: true});
  const {controller} = disclosure;
  const [marked, setMarked] = useState<string | null>(null);
  const [bar, setBar] = useState<Bar | null>(null);
  const barRef = useRef<HTMLSpanElement>(null);
  const triggers = useRef(new Map<string, HTMLElement>());
  const focusedKey = useRef<string | null>(null);
  const barTarget = marked ?? activeKey;

  const setTrigger = useCallback(
    (key: string) => (element: HTMLElement | null) => {
      if (element) triggers.current.set(key, element);
      else triggers.current.delete(key);
    },
    [],
  );

  // Slide the bar under its target; measured after layout, and again when the window resizes.
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

  // A new page unmarks every item (the disclosure closes itself).
  const [markedOnPath, setMarkedOnPath] = useState(path);
  if (markedOnPath !== path) {
    setMarkedOnPath(path);
    setMarked(null);
  }

  const onBlur = (event: FocusEvent<HTMLElement>): void => {
    disclosure.rootProps.onBlur(event);
    if (navRef.current?.contains(event.relatedTarget)) return;
    focusedKey.current = null;
    setMarked(null);
  };

  const barStyle = bar ? ({'--bar-x': `${bar.x}px`, '--bar-width': `${bar.width}px`} as CSSProperties) : undefined;

  return (
    <nav
      ref={navRef}
      className={clsx(styles.nav, className)}
      aria-label={translate({id: 'NAV_MAIN_LABEL', message: 'Main menu'})}
      onFocus={disclosure.rootProps.onFocus}
      onBlur={onBlur}
    >
      <ul
        className={styles.list}
        onPointerLeave={(event: PointerEvent<HTMLUListElement>) => {
          if (event.pointerType === 'mouse') setMarked(focusedKey.current);
        }}
      >
        {roots.map((item) => {
          const key = item.langKey;
          const isOpen = disclosure.openKey === key;
          const label = navLabel(key);
          const hasPanel = item.showSubArea;
          const id = panelId(item);
          return (
            <li
              key={key}
              className={clsx(styles.item, key === activeKey && styles.active)}
              data-active={key === activeKey ? 'true' : undefined}
              data-marked={key === barTarget ? 'true' : undefined}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse') return;
                setMarked(key);
                if (hasPanel) controller.hover(key);
                else controller.close();
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === 'mouse' && hasPanel) controller.leave({hoverOnly: true});
              }}
              onFocus={() => {
                focusedKey.current = key;
                setMarked(key);
              }}
            >
              {hasPanel ? (
                <>
                  <button
                    ref={setTrigger(key)}
                    type="button"
                    className={styles.trigger}
                    {...disclosure.triggerProps(key, id)}
                  >
                    {label}
                    <NavBadge badge={item.badge} />
                    <span className={styles.chevron} aria-hidden="true" />
                  </button>
                  <div
                    className={clsx(styles.panel, isOpen && styles.panelOpen)}
                    data-open={isOpen ? 'true' : 'false'}
                    {...disclosure.panelProps(key, id)}
                  >
                    <div className={styles.panelInner}>
                      {key === TEAM_LANG_KEY ? <TeamPanel path={path} /> : <LinksPanel item={item} path={path} />}
                    </div>
                  </div>
                </>
              ) : (
                <span ref={setTrigger(key)} className={styles.linkWrap}>
                  <NavItemLink
                    item={item}
                    className={styles.trigger}
                    current={isCurrentPage(item, path)}
                    externalMark={false}
                  >
                    {label}
                    <NavBadge badge={item.badge} />
                  </NavItemLink>
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
