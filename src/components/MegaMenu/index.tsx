import React, {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {TEAM_LANG_KEY, type NavigationItem} from '@site/src/data/navigation';
import {ambassadorNavImage, ambassadorPath} from '@site/src/data/ambassador';
import {useAmbassadors} from '@site/src/hooks/useAmbassadors';
import {findActiveRoot, isCurrentPage, panelId, visibleItems} from '@site/src/lib/navigation';
import NavItemLink from '@site/src/components/SiteHeader/NavItemLink';
import NavBadge from '@site/src/components/SiteHeader/NavBadge';
import NavTree from '@site/src/components/SiteHeader/NavTree';
import {navLabel} from '@site/src/components/SiteHeader/label';
import styles from './styles.module.css';

export interface MegaMenuProps {
  items: NavigationItem[];
  /** Current site path (`/x/y/`). */
  path: string;
  className?: string;
}

interface OpenPanel {
  key: string;
  /** A hover-opened panel closes when the pointer leaves; a pressed one stays until closed. */
  by: 'hover' | 'press';
}

interface Bar {
  x: number;
  width: number;
}

function TeamPanel({path}: {path: string}): ReactNode {
  const ambassadors = useAmbassadors();
  const {withBaseUrl} = useBaseUrlUtils();
  return (
    <>
      <ul className={styles.teamList}>
        {ambassadors.map(({slug, name}) => {
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
}

function LinksPanel({item, path}: {item: NavigationItem; path: string}): ReactNode {
  return (
    <NavTree
      item={item}
      path={path}
      classes={{list: styles.panelList, item: styles.panelItem, link: styles.panelLink, subList: styles.subList, subLink: styles.subLink}}
    />
  );
}

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
  const hydrated = useIsBrowser();
  const roots = visibleItems(items);
  const activeKey = findActiveRoot(items, path)?.langKey ?? null;
  const [open, setOpen] = useState<OpenPanel | null>(null);
  const [marked, setMarked] = useState<string | null>(null);
  const [bar, setBar] = useState<Bar | null>(null);
  const navRef = useRef<HTMLElement>(null);
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

  // A new page closes everything.
  useEffect(() => {
    setOpen(null);
    setMarked(null);
  }, [path]);

  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  const close = useCallback((returnFocus: boolean) => {
    const current = openRef.current;
    setOpen(null);
    if (current && returnFocus) triggers.current.get(current.key)?.focus();
  }, []);

  // While a panel is open: a click outside the menu or Escape anywhere closes it.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: globalThis.PointerEvent): void => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focusInside = navRef.current?.contains(document.activeElement) ?? false;
      event.preventDefault();
      close(focusInside);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const onBlur = (event: FocusEvent<HTMLElement>): void => {
    if (navRef.current?.contains(event.relatedTarget as Node | null)) return;
    focusedKey.current = null;
    setMarked(null);
    setOpen(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const press = (key: string): void => {
    setOpen((current) => {
      if (current?.key === key) return current.by === 'hover' ? {key, by: 'press'} : null;
      return {key, by: 'press'};
    });
  };

  const onPanelClick = (event: MouseEvent<HTMLElement>): void => {
    if ((event.target as Element).closest('a')) setOpen(null);
  };

  const barStyle = bar ? ({'--bar-x': `${bar.x}px`, '--bar-width': `${bar.width}px`} as CSSProperties) : undefined;

  return (
    <nav
      ref={navRef}
      className={clsx(styles.nav, className)}
      aria-label={translate({id: 'NAV_MAIN_LABEL', message: 'Main menu'})}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <ul
        className={styles.list}
        onPointerLeave={(event: PointerEvent<HTMLUListElement>) => {
          if (event.pointerType === 'mouse') setMarked(focusedKey.current);
        }}
      >
        {roots.map((item) => {
          const key = item.langKey;
          const isOpen = open?.key === key;
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
                if (hasPanel) setOpen({key, by: 'hover'});
                else setOpen(null);
              }}
              onPointerLeave={(event) => {
                if (event.pointerType !== 'mouse' || !hasPanel) return;
                setOpen((current) => (current?.key === key && current.by === 'hover' ? null : current));
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
                    aria-expanded={isOpen}
                    aria-controls={id}
                    onClick={() => press(key)}
                  >
                    {label}
                    <NavBadge badge={item.badge} />
                    <span className={styles.chevron} aria-hidden="true" />
                  </button>
                  <div
                    id={id}
                    className={clsx(styles.panel, isOpen && styles.panelOpen)}
                    data-open={isOpen ? 'true' : 'false'}
                    hidden={hydrated ? !isOpen : undefined}
                    onClick={onPanelClick}
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
